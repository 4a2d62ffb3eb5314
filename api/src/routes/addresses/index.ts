import {
  ADDRESS_LIMIT,
  API_ERROR_CODES,
  BOOKING_MESSAGES,
  addressIdParams,
  addressInputSchema,
  addressListResponse,
  addressResponse,
  apiFailureSchema,
  bookingMessageResponse,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countAddresses,
  deleteAddress,
  insertAddress,
  listAddresses,
} from '../../db/repositories/addresses';
import { HttpError } from '../../lib/http-error';
import { parsePathId } from '../../lib/path-id';

const security = [{ bearerAuth: [] }];

function userIdOf(request: { user: { id: number | string } | null }): number {
  if (!request.user) throw new HttpError(401, 'Authentication required');
  return Number(request.user.id);
}

/** The account's saved addresses (checkout offers them); at most ADDRESS_LIMIT each. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/addresses',
    {
      schema: {
        summary: "The account's saved addresses, newest first",
        tags: ['bookings'],
        security,
        response: { 200: addressListResponse, 401: apiFailureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      addresses: await listAddresses(app.db, userIdOf(request)),
    }),
  );

  app.post(
    '/addresses',
    {
      schema: {
        summary: 'Save an address',
        tags: ['bookings'],
        security,
        body: addressInputSchema,
        response: {
          201: addressResponse,
          400: apiFailureSchema,
          401: apiFailureSchema,
          409: apiFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      // A count then an insert: a rare race can pass the limit by one, which harms nobody.
      if ((await countAddresses(app.db, userId)) >= ADDRESS_LIMIT) {
        throw new HttpError(409, BOOKING_MESSAGES.addressLimit);
      }
      const address = await insertAddress(app.db, userId, request.body);
      return reply
        .code(201)
        .send({ success: true as const, msg: BOOKING_MESSAGES.addressSaved, address });
    },
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        summary: 'Delete a saved address (bookings keep their own copy)',
        tags: ['bookings'],
        security,
        params: addressIdParams,
        response: {
          200: bookingMessageResponse,
          400: apiFailureSchema,
          401: apiFailureSchema,
          404: apiFailureSchema,
        },
      },
    },
    async (request) => {
      const id = parsePathId(request.params.id);
      if (id === undefined || !(await deleteAddress(app.db, userIdOf(request), id))) {
        throw new HttpError(404, BOOKING_MESSAGES.addressNotFound, API_ERROR_CODES.notFound);
      }
      return { success: true as const, msg: BOOKING_MESSAGES.addressDeleted };
    },
  );
};

export default addressRoutes;
