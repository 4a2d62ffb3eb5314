import { API_ERROR_CODES, apiFailureSchema } from '@marketplace/shared/contracts';
import { POSTING_MESSAGES } from '@marketplace/shared/contracts-posting';
import { propertyIdParams } from '@marketplace/shared/property-schemas';
import {
  leadHandledBody,
  leadParams,
  leadResponse,
  leadsResponse,
} from '@marketplace/shared/posting-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLeads, setLeadHandled } from '../../db/repositories/listing-leads';
import { isOwnListing } from '../../db/repositories/my-listings';
import { HttpError } from '../../lib/http-error';
import { parsePathId } from '../../lib/path-id';
import { listingNotFound } from './errors';

const failures = { 400: apiFailureSchema, 401: apiFailureSchema, 404: apiFailureSchema };

/**
 * A listing's leads for its lister: who sent a message or asked for a visit, with their phone,
 * and the lister's own "handled" mark (docs/product/real-estate.md "My listings").
 */
const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-listings/:id/leads',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The messages and visit requests sent about one of the account’s listings',
        tags: ['my listings'],
        security: [{ bearerAuth: [] }],
        params: propertyIdParams,
        response: { 200: leadsResponse, ...failures },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const ownerId = request.user?.id as number;
      const data = id === undefined ? undefined : await listLeads(app.db, ownerId, id);
      if (!data) throw listingNotFound();
      return { success: true as const, data };
    },
  );

  app.patch(
    '/my-listings/:id/leads/:leadId',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Mark a lead handled, or not handled again',
        tags: ['my listings'],
        security: [{ bearerAuth: [] }],
        params: leadParams,
        body: leadHandledBody,
        response: { 200: leadResponse, ...failures },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      const leadId = parsePathId(request.params.leadId);
      const ownerId = request.user?.id as number;
      const { handled } = request.body;
      const lead =
        id === undefined || leadId === undefined
          ? undefined
          : await setLeadHandled(app.db, ownerId, id, leadId, handled);
      if (!lead) {
        // The listing not the account's, or the lead not the listing's: told apart only for the
        // owner, who may see their listing exists.
        if (id === undefined || !(await isOwnListing(app.db, ownerId, id))) throw listingNotFound();
        throw new HttpError(404, 'Lead not found', API_ERROR_CODES.notFound);
      }
      return {
        success: true as const,
        msg: handled ? POSTING_MESSAGES.leadHandled : POSTING_MESSAGES.leadReopened,
        data: lead,
      };
    },
  );
};

export default leadRoutes;
