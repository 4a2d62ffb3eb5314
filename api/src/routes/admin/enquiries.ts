import {
  ADMIN_MESSAGES,
  API_ERROR_CODES,
  ENQUIRY_PAGE_LIMIT_DEFAULT,
  apiFailureSchema,
  enquiryHandledBody,
  enquiryHandledResponse,
  enquiryIdParams,
  enquiryListQuerySchema,
  enquiryListResponse,
  propertyStatsQuery,
  propertyStatsResponse,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnquiriesPage, setEnquiryHandled } from '../../db/repositories/enquiries-admin';
import { propertyStats } from '../../db/repositories/property-stats';
import { HttpError } from '../../lib/http-error';
import { parsePathId } from '../../lib/path-id';

const failures = { 400: apiFailureSchema, 401: apiFailureSchema, 403: apiFailureSchema };

/**
 * The admin remote's inbox and statistics, for managers and admins: every enquiry the site
 * stores (contact, job application, agent contact, visit request), and the property counts.
 */
const enquiryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = app.requireRole('manager', 'admin');

  app.get(
    '/enquiries',
    {
      onRequest: managers,
      schema: {
        summary: 'Enquiries, newest first, one page at a time',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: enquiryListQuerySchema,
        response: { 200: enquiryListResponse, ...failures },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? ENQUIRY_PAGE_LIMIT_DEFAULT;
      const { rows, total, unhandled } = await listEnquiriesPage(app.db, {
        type: request.query.type,
        page,
        limit,
      });
      return { success: true as const, data: rows, total, unhandled, page, limit };
    },
  );

  app.patch(
    '/enquiries/:id',
    {
      onRequest: managers,
      schema: {
        summary: 'Mark an enquiry handled or open again',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: enquiryIdParams,
        body: enquiryHandledBody,
        response: { 200: enquiryHandledResponse, ...failures, 404: apiFailureSchema },
      },
    },
    async (request) => {
      // Enquiry ids follow the same rule as property ids: positive safe integers.
      const id = parsePathId(request.params.id);
      const enquiry =
        id === undefined ? undefined : await setEnquiryHandled(app.db, id, request.body.handled);
      if (!enquiry) {
        throw new HttpError(404, ADMIN_MESSAGES.enquiryNotFound, API_ERROR_CODES.notFound);
      }
      return {
        success: true as const,
        msg: enquiry.handled ? ADMIN_MESSAGES.enquiryHandled : ADMIN_MESSAGES.enquiryReopened,
        data: enquiry,
      };
    },
  );

  app.get(
    '/admin/stats',
    {
      onRequest: managers,
      schema: {
        summary:
          'Live listings of one purpose (sale when none is given): counts per price band and the average price or rent',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: propertyStatsQuery,
        response: { 200: propertyStatsResponse, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await propertyStats(app.db, request.query.purpose ?? 'sale'),
    }),
  );
};

export default enquiryAdminRoutes;
