import { startTransition, useCallback, useMemo } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import { ApiError, apiRequest, isApiError } from '@marketplace/shared/api-client';
import { authAtom, clearSessionAtom, isAuthenticatedAtom, setSessionAtom } from './atoms';
import { sessionHydratedAtom } from './hydration';
import type { User } from './user';

export interface Session {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  otpVerified: boolean;
  /** After a successful login: stores user and token (and persists them). */
  setSession: (user: User, token: string) => void;
  /** Replaces the user after a profile refresh, keeping the token. */
  updateUser: (user: User) => void;
  setOtpVerified: (otpVerified: boolean) => void;
  /** Clears user, token and flags, and removes the stored keys. */
  clearSession: () => void;
}

export function useSession(): Session {
  const auth = useAtomValue(authAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const setAuth = useSetAtom(authAtom);
  const storeSession = useSetAtom(setSessionAtom);
  const clearSession = useSetAtom(clearSessionAtom);

  const setSession = useCallback(
    (user: User, token: string) => storeSession({ user, token }),
    [storeSession],
  );
  const updateUser = useCallback((user: User) => setAuth((prev) => ({ ...prev, user })), [setAuth]);
  const setOtpVerified = useCallback(
    (otpVerified: boolean) => setAuth((prev) => ({ ...prev, otpVerified })),
    [setAuth],
  );

  return useMemo(
    () => ({
      user: auth.user,
      token: auth.token,
      otpVerified: auth.otpVerified,
      isAuthenticated,
      setSession,
      updateUser,
      setOtpVerified,
      clearSession,
    }),
    [auth, isAuthenticated, setSession, updateUser, setOtpVerified, clearSession],
  );
}

export interface LogoutResult {
  ok: boolean;
  /** Why the server call failed (the session is cleared anyway). */
  error?: ApiError;
}

/**
 * Logs out: `POST /logout` with the token (if any), then ALWAYS clears the session, whether the
 * call succeeded or not (docs/product/accounts.md "Session"). The caller toasts from `ok`.
 *
 * `leave` is the navigation away from the current page. It runs in the same transition as the
 * session's end: the router applies navigations in a transition, so a session ended outside it
 * was drawn first on the page being left, and that page's login guard sent the visitor to
 * /login, to come back there after the next login, instead of where `leave` goes.
 */
export function useLogout(): (leave?: () => void) => Promise<LogoutResult> {
  const store = useStore();
  return useCallback(
    async (leave) => {
      const { token } = store.get(authAtom);
      let result: LogoutResult = { ok: true };
      try {
        await apiRequest('/logout', { method: 'POST', token, defaultMsg: ERROR_DEFAULTS.logout });
      } catch (error) {
        result = {
          ok: false,
          error: isApiError(error) ? error : new ApiError(ERROR_DEFAULTS.logout, { status: 0 }),
        };
      }
      startTransition(() => {
        store.set(clearSessionAtom);
        leave?.();
      });
      return result;
    },
    [store],
  );
}

/**
 * True once a restored session has been checked with the server (or the 5000 ms time-out has
 * passed). Reading it starts that check.
 */
export function useSessionHydrated(): boolean {
  return useAtomValue(sessionHydratedAtom);
}
