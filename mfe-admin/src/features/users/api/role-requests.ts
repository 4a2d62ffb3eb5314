import { apiRequest } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  roleDecisionResponse,
  roleRequestsResponse,
  type PublicUser,
} from '@marketplace/shared/contracts';

export async function fetchRoleRequests(): Promise<PublicUser[]> {
  const body = await apiRequest('/admin/role-requests', {
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: roleRequestsResponse,
  });
  return body.requests;
}

export async function decideRoleRequest(
  userId: number,
  decision: 'approve' | 'reject',
): Promise<string> {
  const body = await apiRequest(`/admin/role-requests/${userId}/${decision}`, {
    method: 'POST',
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: roleDecisionResponse,
  });
  return body.msg;
}
