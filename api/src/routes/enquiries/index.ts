import {
  ENQUIRY_MAX_BODY_BYTES,
  ENQUIRY_MESSAGES,
  API_ERROR_CODES,
  apiFailureSchema,
  enquiryRequestSchema,
  enquiryResponseSchema,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertEnquiry } from '../../db/repositories/enquiries';
import { HttpError } from '../../lib/http-error';

/**
 * Enquiries per client address and window. The public forms are the easiest spam target of the
 * site; a person sends one or two. Counted by the app's rate-limit plugin in the database, so
 * the limit holds across api instances (docs/decisions/enquiries-rate-limit.md).
 */
export const ENQUIRY_RATE_LIMIT = { max: 5, timeWindow: 60_000 } as const;

/** POST /api/v1/enquiries: a contact message or a job application, validated and stored. */
const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/enquiries',
    {
      bodyLimit: ENQUIRY_MAX_BODY_BYTES,
      config: {
        rateLimit: {
          ...ENQUIRY_RATE_LIMIT,
          errorResponseBuilder: () =>
            new HttpError(429, ENQUIRY_MESSAGES.rateLimited, API_ERROR_CODES.rateLimited),
        },
      },
      schema: {
        summary: 'Send a contact message or a job application',
        tags: ['enquiries'],
        body: enquiryRequestSchema,
        response: {
          201: enquiryResponseSchema,
          400: apiFailureSchema,
          413: apiFailureSchema,
          429: apiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const { type, ...payload } = request.body;
      const id = await insertEnquiry(app.db, { type, payload });
      request.log.info({ enquiryId: id, type }, 'enquiry stored');
      return reply.code(201).send({ success: true as const, msg: ENQUIRY_MESSAGES.received });
    },
  );
};

export default enquiryRoutes;
