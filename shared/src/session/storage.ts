// The persisted auth state (docs/product/accounts.md "User data"): `auth` holds exactly
// {user, token, otpVerified}; `token` (raw string) and `user` (JSON) are written alongside for code
// that reads them directly, and all three are removed on logout.
import {
  SESSION_STORAGE_KEYS,
  localStore,
  parseJson,
  readStoredToken,
  storedAuthRecord,
} from './stored-token';
import { isUser, type User } from './user';

export { SESSION_STORAGE_KEYS };

export interface AuthState {
  user: User | null;
  token: string | null;
  otpVerified: boolean;
}

export const EMPTY_AUTH: AuthState = Object.freeze({ user: null, token: null, otpVerified: false });

/**
 * The stored session. `auth` wins; without it (or with parts missing) the separate `token` and
 * `user` keys are used, as the spec's startup restores "from the stored token and user".
 */
export function readStoredAuth(): AuthState {
  const store = localStore();
  if (!store) return EMPTY_AUTH;
  try {
    const saved = storedAuthRecord(store);
    const token = readStoredToken(store);
    const userCandidate = isUser(saved.user)
      ? saved.user
      : parseJson(store.getItem(SESSION_STORAGE_KEYS.user));
    return {
      token,
      user: isUser(userCandidate) ? userCandidate : null,
      otpVerified: saved.otpVerified === true,
    };
  } catch {
    return EMPTY_AUTH;
  }
}

/** Writes the three keys; an empty state (logged out, no flags) removes them all. */
export function writeStoredAuth(state: AuthState): void {
  const store = localStore();
  if (!store) return;
  try {
    const isEmpty = !state.token && !state.user && !state.otpVerified;
    if (isEmpty) {
      store.removeItem(SESSION_STORAGE_KEYS.auth);
    } else {
      const persisted: AuthState = {
        user: state.user,
        token: state.token,
        otpVerified: state.otpVerified,
      };
      store.setItem(SESSION_STORAGE_KEYS.auth, JSON.stringify(persisted));
    }
    if (state.token) store.setItem(SESSION_STORAGE_KEYS.token, state.token);
    else store.removeItem(SESSION_STORAGE_KEYS.token);
    if (state.user) store.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(state.user));
    else store.removeItem(SESSION_STORAGE_KEYS.user);
  } catch {
    // A full or disabled storage must not break the page; the in-memory session still works.
  }
}
