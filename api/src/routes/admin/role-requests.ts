import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  apiFailureSchema,
  roleDecisionResponse,
  roleRequestParams,
  roleRequestsResponse,
} from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideRoleRequest, listRoleRequests, toPublicUser } from '../../db/repositories/users';
import { HttpError } from '../../lib/http-error';

const failures = { 400: apiFailureSchema, 401: apiFailureSchema, 403: apiFailureSchema };

/**
 * The role requests of registration (docs/product/admin.md "Users and role requests": manager and admin are requests an
 * admin approves). Admin only; the approval screen is in the admin remote.
 */
const roleRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/role-requests',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Verified accounts waiting for a manager or admin role',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        response: { 200: roleRequestsResponse, ...failures },
      },
    },
    async () => {
      const requests = await listRoleRequests(app.db);
      return { success: true as const, requests: requests.map(toPublicUser) };
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/role-requests/:userId/${decision}`,
      {
        onRequest: adminOnly,
        schema: {
          summary:
            decision === 'approve'
              ? 'Grant the requested role'
              : 'Refuse the requested role (the account stays as it is)',
          tags: ['admin'],
          security: [{ bearerAuth: [] }],
          params: roleRequestParams,
          response: { 200: roleDecisionResponse, ...failures, 404: apiFailureSchema },
        },
      },
      async (request) => {
        const { userId } = request.params;
        const user = await decideRoleRequest(app.db, userId, decision === 'approve');
        if (!user) {
          throw new HttpError(404, AUTH_MESSAGES.roleRequestNotFound, AUTH_ERROR_CODES.notFound);
        }
        request.log.info(
          { adminId: request.user?.id, userId, decision, role: user.role },
          'role request decided',
        );
        return {
          success: true as const,
          msg: decision === 'approve' ? AUTH_MESSAGES.roleApproved : AUTH_MESSAGES.roleRejected,
          user: toPublicUser(user),
        };
      },
    );
  }
};

export default roleRequestRoutes;
