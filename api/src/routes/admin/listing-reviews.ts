import { API_ERROR_CODES, apiFailureSchema, pageNumber } from '@marketplace/shared/contracts';
import { POSTING_MESSAGES, type ReviewDecision } from '@marketplace/shared/contracts-posting';
import { propertyIdParams } from '@marketplace/shared/property-schemas';
import {
  rejectListingBody,
  reviewDecisionResponse,
  reviewDecisionsResponse,
  reviewQueueResponse,
} from '@marketplace/shared/posting-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideListing, latestDecisions, reviewQueue } from '../../db/repositories/listing-reviews';
import { HttpError } from '../../lib/http-error';
import { listingApprovedMail, listingRejectedMail } from '../../lib/listing-mail';
import { parsePathId } from '../../lib/path-id';

const REVIEW_PAGE_LIMIT = 20;
/** Decisions the review tab shows, newest first. */
const DECISIONS_SHOWN = 50;

const failures = {
  400: apiFailureSchema,
  401: apiFailureSchema,
  403: apiFailureSchema,
  404: apiFailureSchema,
  409: apiFailureSchema,
};

const pageQuery = z.strictObject({ page: pageNumber('page', 100_000).optional() });

/**
 * The moderation of listings that listers send (docs/decisions/listing-moderation.md): the queue,
 * oldest first, approve, reject with a reason, and the decisions kept. Managers and admins only.
 */
const listingReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderators = app.requireRole('manager', 'admin');

  app.get(
    '/admin/listing-reviews',
    {
      onRequest: moderators,
      schema: {
        summary: 'Listings waiting for review, oldest sent first, with their lister and decisions',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: pageQuery,
        response: { 200: reviewQueueResponse, ...failures },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { rows, total } = await reviewQueue(app.db, { page, limit: REVIEW_PAGE_LIMIT });
      return { success: true as const, data: rows, total };
    },
  );

  app.get(
    '/admin/listing-decisions',
    {
      onRequest: moderators,
      schema: {
        summary: 'The latest moderation decisions, newest first, with who made them',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        response: { 200: reviewDecisionsResponse, ...failures },
      },
    },
    async () => ({ success: true as const, data: await latestDecisions(app.db, DECISIONS_SHOWN) }),
  );

  async function decide(
    idText: string,
    moderatorId: number,
    decision: ReviewDecision,
    reason: string | null,
  ) {
    const id = parsePathId(idText);
    const decided =
      id === undefined
        ? 'not-found'
        : await decideListing(app.db, { id, decision, reason, moderatorId });
    if (decided === 'not-found') {
      throw new HttpError(404, POSTING_MESSAGES.notFound, API_ERROR_CODES.notFound);
    }
    if (decided === 'not-pending') {
      throw new HttpError(409, POSTING_MESSAGES.reviewGone, API_ERROR_CODES.conflict);
    }
    if (decided.listerEmail) {
      app.mailer.sendInBackground(
        reason === null
          ? listingApprovedMail(
              decided.listerEmail,
              decided.name,
              decided.expiresAt,
              decided.listerLanguage,
            )
          : listingRejectedMail(decided.listerEmail, decided.name, reason, decided.listerLanguage),
      );
    }
    return decided.decision;
  }

  app.post(
    '/admin/listing-reviews/:id/approve',
    {
      onRequest: moderators,
      schema: {
        summary: 'Approve a listing: it goes live for 60 days and its lister is e-mailed',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: propertyIdParams,
        response: { 200: reviewDecisionResponse, ...failures },
      },
    },
    async (request) => {
      const data = await decide(request.params.id, request.user?.id as number, 'approved', null);
      request.log.info({ propertyId: data.property_id }, 'listing approved');
      return { success: true as const, msg: POSTING_MESSAGES.approved, data };
    },
  );

  app.post(
    '/admin/listing-reviews/:id/reject',
    {
      onRequest: moderators,
      schema: {
        summary: 'Reject a listing with a reason, which its lister is e-mailed and sees',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: propertyIdParams,
        body: rejectListingBody,
        response: { 200: reviewDecisionResponse, ...failures },
      },
    },
    async (request) => {
      const { reason } = request.body;
      const data = await decide(request.params.id, request.user?.id as number, 'rejected', reason);
      request.log.info({ propertyId: data.property_id }, 'listing rejected');
      return { success: true as const, msg: POSTING_MESSAGES.rejected, data };
    },
  );
};

export default listingReviewRoutes;
