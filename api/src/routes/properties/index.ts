import {
  API_ERROR_CODES,
  PROPERTY_MESSAGES,
  PROPERTY_PAGE_LIMIT_DEFAULT,
  PROPERTY_PAGE_LIMIT_MAX,
  apiFailureSchema,
} from '@marketplace/shared/contracts';
import {
  propertyIdParams,
  propertyListQuerySchema,
  propertyListResponse,
  propertyResponse,
} from '@marketplace/shared/property-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLiveProperty } from '../../db/repositories/properties';
import { searchCounts } from '../../db/repositories/property-facets';
import { ListingSample } from '../../db/repositories/property-sample';
import { searchProperties } from '../../db/repositories/property-search';
import { HttpError } from '../../lib/http-error';
import { parsePathId } from '../../lib/path-id';
import { AnswerCache, LISTING_CACHE_SIZE, listingKey, sendKept } from './answer-cache';
import { CountsCache } from './counts-cache';

/**
 * Below this many matching listings (the sample's estimate) the page is found by filtering
 * first (property-search.ts): walking the newest-first index until a page is full reads about
 * 24 x listings / matches entries, filtering first about the matches, equal near
 * sqrt(24 x 480,000 live sales) at a million listings.
 */
const FEW_MATCHES = 3_000;

export const propertyNotFound = () =>
  new HttpError(404, PROPERTY_MESSAGES.notFound, API_ERROR_CODES.notFound);

/**
 * The public property listing and detail (spec: Real-estate listing, Property detail).
 * Filtering, sorting and paging happen in SQL. A request without any parameter gets the first
 * PROPERTY_PAGE_LIMIT_MAX newest properties with the total, never the whole table
 * (docs/decisions/properties-api.md).
 */
const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const listings = new AnswerCache(LISTING_CACHE_SIZE);
  const counts = new CountsCache(LISTING_CACHE_SIZE);
  // Read only once a search is large enough to be estimated: never at 10,000 listings.
  const sample = new ListingSample(() => app.db);

  app.get(
    '/getAllProperties',
    {
      schema: {
        summary: 'Properties matching the filters, one page at a time',
        tags: ['properties'],
        querystring: propertyListQuerySchema,
        response: { 200: propertyListResponse, 400: apiFailureSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const bare = Object.keys(query).length === 0;
      const page = query.page ?? 1;
      const limit = query.limit ?? (bare ? PROPERTY_PAGE_LIMIT_MAX : PROPERTY_PAGE_LIMIT_DEFAULT);
      const search = { ...query, page, limit };
      const key = listingKey(search);
      // Read before the search: an answer is never kept under a version newer than its rows.
      const version = await app.propertiesVersion.current();
      let kept = listings.get(key, version);
      if (kept === undefined) {
        const counted = sample.at(version);
        const { rows, total, facets, approximate } = await searchProperties(
          app.db,
          search,
          (db, s) => counts.get(s, version, () => searchCounts(db, s, { sample: counted })),
          { fewMatches: (counted.matching(search) ?? Infinity) < FEW_MATCHES },
        );
        // What the route's response serializer would send: checked by the schema, then JSON.
        const answer = {
          success: true as const,
          data: rows,
          total,
          page,
          limit,
          facets,
          approximate,
        };
        kept = listings.set(key, version, JSON.stringify(propertyListResponse.parse(answer)));
      }
      // Returned, not passed to reply.send(): an async handler that returns the reply makes
      // Fastify wait on the response stream.
      return sendKept(request, reply, kept);
    },
  );

  app.get(
    '/getPropertyById/:id',
    {
      schema: {
        summary: 'One property',
        tags: ['properties'],
        params: propertyIdParams,
        response: { 200: propertyResponse, 404: apiFailureSchema },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const property = id === undefined ? undefined : await findLiveProperty(app.db, id);
      if (!property) throw propertyNotFound();
      return { success: true as const, data: property };
    },
  );
};

export default propertyRoutes;
