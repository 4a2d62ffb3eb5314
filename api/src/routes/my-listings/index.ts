import {
  API_ERROR_CODES,
  apiFailureSchema,
  type ListingStatus,
} from '@marketplace/shared/contracts';
import { POSTING_MESSAGES, canMove, type ListerMove } from '@marketplace/shared/contracts-posting';
import { propertyIdParams } from '@marketplace/shared/property-schemas';
import {
  listingMessageResponse,
  myListingResponse,
  myListingsResponse,
} from '@marketplace/shared/posting-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  countActive,
  countDrafts,
  deleteMyListing,
  findMyListing,
  listMyListings,
  lockMyListing,
  lockOwner,
  setListingStatus,
  statusAt,
  type LockedListing,
} from '../../db/repositories/my-listings';
import { expiryOf } from '../../db/repositories/property-rows';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { parsePathId } from '../../lib/path-id';
import { deleteUnlisted } from '../properties/form-upload';
import { missingForReview } from './draft-form';
import {
  LISTING_DRAFT_LIMIT,
  activeLimitReached,
  draftLimitReached,
  listerFailures,
  listingNotFound,
  moveNotAllowed,
} from './errors';
import formWriteRoutes from './form-writes';
import leadRoutes from './leads';
import { named } from '../../lib/named-plugin';

type Apply = (
  trx: Transaction<Database>,
  row: LockedListing,
  status: ListingStatus,
  now: Date,
) => Promise<string>;

/**
 * A lister's own listings and the moves between statuses (docs/decisions/listing-statuses.md):
 * any logged-in account (an account exists only once its e-mail is verified). Every route takes
 * the listing's id and answers 404 for another account's listing as for one that does not exist.
 */
const myListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const activeLimit = app.config.listings.activeLimit;
  const ownerOf = (request: { user: { id: number } | null }) => {
    if (!request.user) throw new Error('authenticate runs before every lister route');
    return request.user.id;
  };

  /**
   * Runs a move on the owner's listing, its row and the owner's account locked, once its status
   * (as of now: a live listing past its time is expired) allows it; then answers the listing.
   */
  async function moveListing(ownerId: number, idText: string, move: ListerMove, apply: Apply) {
    const id = parsePathId(idText);
    if (id === undefined) throw listingNotFound();
    const now = new Date();
    const msg = await app.db.transaction().execute(async (trx) => {
      await lockOwner(trx, ownerId);
      const row = await lockMyListing(trx, ownerId, id);
      if (!row) throw listingNotFound();
      const status = statusAt(row, now);
      if (!canMove(move, status)) throw moveNotAllowed(status);
      return apply(trx, row, status, now);
    });
    const data = await findMyListing(app.db, ownerId, id, now);
    if (!data) throw listingNotFound();
    return { success: true as const, msg, data };
  }

  const moveRoute = (path: string, move: ListerMove, summary: string, apply: Apply) =>
    app.post(
      `/my-listings/:id/${path}`,
      {
        onRequest: app.authenticate,
        schema: {
          summary,
          tags: ['my listings'],
          security: [{ bearerAuth: [] }],
          params: propertyIdParams,
          response: { 200: myListingResponse, ...listerFailures },
        },
      },
      async (request) => moveListing(ownerOf(request), request.params.id, move, apply),
    );

  app.get(
    '/my-listings',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The account's listings in every status, newest first, with views and leads",
        tags: ['my listings'],
        security: [{ bearerAuth: [] }],
        response: { 200: myListingsResponse, 401: apiFailureSchema },
      },
    },
    async (request) => {
      const ownerId = ownerOf(request);
      const now = new Date();
      return {
        success: true as const,
        data: await listMyListings(app.db, ownerId, now),
        active: await countActive(app.db, ownerId, now),
        active_limit: activeLimit,
      };
    },
  );

  app.get(
    '/my-listings/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'One of the account’s listings, in whatever status',
        tags: ['my listings'],
        security: [{ bearerAuth: [] }],
        params: propertyIdParams,
        response: { 200: myListingResponse, 401: apiFailureSchema, 404: apiFailureSchema },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const data = id === undefined ? undefined : await findMyListing(app.db, ownerOf(request), id);
      if (!data) throw listingNotFound();
      return { success: true as const, data };
    },
  );

  moveRoute(
    'submit',
    'submit',
    'Send a draft or a rejected listing for review',
    async (trx, row, _s, now) => {
      const missing = missingForReview(row);
      if (missing) throw new HttpError(400, missing, API_ERROR_CODES.validation);
      if ((await countActive(trx, row.owner_id as number, now, row.id)) >= activeLimit) {
        throw activeLimitReached(activeLimit);
      }
      await setListingStatus(
        trx,
        row.id,
        'pending',
        { submitted_at: now.toISOString(), rejection_reason: null },
        now,
      );
      return POSTING_MESSAGES.submitted;
    },
  );

  moveRoute(
    'reopen',
    'reopen',
    'Make a sent listing a draft again to edit it',
    async (trx, row, _s, now) => {
      if ((await countDrafts(trx, row.owner_id as number)) >= LISTING_DRAFT_LIMIT) {
        throw draftLimitReached();
      }
      await setListingStatus(trx, row.id, 'draft', { rejection_reason: null }, now);
      return POSTING_MESSAGES.reopened;
    },
  );

  moveRoute(
    'renew',
    'renew',
    'Keep a live or expired listing live for another 60 days',
    async (trx, row, status, now) => {
      if (
        status === 'expired' &&
        (await countActive(trx, row.owner_id as number, now)) >= activeLimit
      ) {
        throw activeLimitReached(activeLimit);
      }
      const liveSince = now.toISOString();
      await setListingStatus(
        trx,
        row.id,
        'live',
        { live_since: liveSince, expires_at: expiryOf(liveSince) },
        now,
      );
      return POSTING_MESSAGES.renewed;
    },
  );

  moveRoute(
    'close',
    'close',
    'Mark a listing sold (a sale) or rented (a rental)',
    async (trx, row, _s, now) => {
      const rented = row.purpose === 'rent';
      await setListingStatus(trx, row.id, rented ? 'rented' : 'sold', {}, now);
      return rented ? POSTING_MESSAGES.rented : POSTING_MESSAGES.sold;
    },
  );

  app.delete(
    '/my-listings/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Delete one of the account’s listings and its pictures',
        tags: ['my listings'],
        security: [{ bearerAuth: [] }],
        params: propertyIdParams,
        response: { 200: listingMessageResponse, 401: apiFailureSchema, 404: apiFailureSchema },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const images =
        id === undefined ? undefined : await deleteMyListing(app.db, ownerOf(request), id);
      if (images === undefined) throw listingNotFound();
      await deleteUnlisted(app, request, images);
      request.log.info({ propertyId: id }, 'listing deleted by its lister');
      return { success: true as const, msg: POSTING_MESSAGES.deleted };
    },
  );

  await app.register(named('formWriteRoutes', formWriteRoutes));
  await app.register(named('leadRoutes', leadRoutes));
};

export default myListingRoutes;
