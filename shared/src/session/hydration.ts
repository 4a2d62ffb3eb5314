// Start-up check of a restored session (docs/product/accounts.md "Session"): with a stored token
// the current user is fetched; a token the server rejects clears the session. The check is given
// the spec's rehydration time-out, after which the stored session is trusted as it is.
import { atom } from 'jotai';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import { apiRequest, isRejectedSession } from '@marketplace/shared/api-client';
import { authAtom, clearSessionAtom } from './atoms';
import { isUser } from './user';

/** Persistence rehydration time-out (docs/product/accounts.md "User data"). */
export const SESSION_REHYDRATION_TIMEOUT_MS = 5000;

type HydrationStatus = 'pending' | 'checking' | 'done';

const hydrationStatusAtom = atom<HydrationStatus>('pending');

/**
 * Same as `sessionHydratedAtom`, but reading it does not start the check: for code that should
 * wait for the check without being the one to begin it (the cart count loader).
 */
export const sessionCheckDoneAtom = atom((get) => get(hydrationStatusAtom) === 'done');

/** True once the stored session has been checked with the server or the time-out has passed. */
export const sessionHydratedAtom = atom(
  (get) => get(hydrationStatusAtom) === 'done',
  async (get, set) => {
    if (get(hydrationStatusAtom) !== 'pending') return;
    const { token } = get(authAtom);
    if (!token) {
      set(hydrationStatusAtom, 'done');
      return;
    }
    set(hydrationStatusAtom, 'checking');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SESSION_REHYDRATION_TIMEOUT_MS);
    try {
      const body = await apiRequest<{ user?: unknown }>('/profile', {
        token,
        signal: controller.signal,
        defaultMsg: ERROR_DEFAULTS.profile,
      });
      const user = body?.user;
      // Only if nobody logged out or in meanwhile.
      if (isUser(user) && get(authAtom).token === token)
        set(authAtom, (prev) => ({ ...prev, user }));
    } catch (error) {
      if (isRejectedSession(error) && get(authAtom).token === token) set(clearSessionAtom);
      // Anything else (offline, time-out, server error) keeps the stored session.
    } finally {
      clearTimeout(timer);
      set(hydrationStatusAtom, 'done');
    }
  },
);

// Whoever first reads the flag starts the check: the shell's layout at start-up, or a remote's
// guard when the remote runs alone.
sessionHydratedAtom.onMount = (startCheck) => {
  void startCheck();
};
