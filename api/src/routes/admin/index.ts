import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import bookingAdminRoutes from './bookings';
import enquiryAdminRoutes from './enquiries';
import listingReviewRoutes from './listing-reviews';
import roleRequestRoutes from './role-requests';
import siteHealthRoutes from './site-health';

/** /api/v1/admin/*: administration endpoints, admin (or manager where stated) only. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(roleRequestRoutes);
  await app.register(enquiryAdminRoutes);
  await app.register(bookingAdminRoutes);
  await app.register(siteHealthRoutes);
  await app.register(listingReviewRoutes);
};

export default adminRoutes;
