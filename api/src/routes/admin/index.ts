import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import bookingAdminRoutes from './bookings';
import enquiryAdminRoutes from './enquiries';
import listingReviewRoutes from './listing-reviews';
import roleRequestRoutes from './role-requests';
import siteHealthRoutes from './site-health';
import { named } from '../../lib/named-plugin';

/** /api/v1/admin/*: administration endpoints, admin (or manager where stated) only. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(named('roleRequestRoutes', roleRequestRoutes));
  await app.register(named('enquiryAdminRoutes', enquiryAdminRoutes));
  await app.register(named('bookingAdminRoutes', bookingAdminRoutes));
  await app.register(named('siteHealthRoutes', siteHealthRoutes));
  await app.register(named('listingReviewRoutes', listingReviewRoutes));
};

export default adminRoutes;
