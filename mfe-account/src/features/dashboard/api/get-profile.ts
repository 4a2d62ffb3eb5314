import useSWR from 'swr';
import { apiRequest, isRejectedSession, type ResponseSchema } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts';
import { isUser, useSession, type User } from '@marketplace/shared/session';

export interface ProfileResponse {
  success: true;
  user: User;
}

// As lenient as the session's start-up check (any user the session accepts): missing details are
// what the dashboard's 'Not specified' and 'N/A' fallbacks are for.
const profileResponseSchema: ResponseSchema<ProfileResponse> = {
  safeParse: (data) => {
    const user =
      typeof data === 'object' && data !== null ? (data as { user?: unknown }).user : null;
    return isUser(user) ? { success: true, data: { success: true, user } } : { success: false };
  },
};

/** GET /profile with the session's token. */
function getProfile(token: string): Promise<ProfileResponse> {
  return apiRequest('/profile', {
    token,
    defaultMsg: ERROR_DEFAULTS.profile,
    schema: profileResponseSchema,
  });
}

/**
 * The dashboard's fetch of the current user on load (docs/product/accounts.md "Dashboard"): a fresh user replaces the
 * session's copy; a refused token (401) ends the session (the guard then sends the visitor to
 * /login). Other failures keep the stored user on screen.
 */
export function useProfile() {
  const { token, updateUser, clearSession } = useSession();
  return useSWR(token ? ['/profile', token] : null, ([, bearer]) => getProfile(bearer), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onSuccess: (data) => updateUser(data.user),
    onError: (error: unknown) => {
      if (isRejectedSession(error)) clearSession();
    },
  });
}
