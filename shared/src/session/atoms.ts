// The auth state as jotai atoms. Defined once here and imported by the bare name
// `@marketplace/shared/session` in every app, so the shell and the remotes share one session.
import { atom, type SetStateAction } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import {
  EMPTY_AUTH,
  SESSION_STORAGE_KEYS,
  readStoredAuth,
  writeStoredAuth,
  type AuthState,
} from './storage';
import type { User } from './user';

// Lazy: each store reads the storage on first use, synchronously, so a reload keeps the session
// from the very first render (and each test's fresh store sees that test's storage).
const authBaseAtom = atomWithLazy<AuthState>(readStoredAuth);

// Another tab logging in or out changes the storage; follow it so the tabs agree.
authBaseAtom.onMount = (setAuth) => {
  if (typeof window === 'undefined') return undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEYS.auth) setAuth(readStoredAuth());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** `{user, token, otpVerified}`; every write is persisted to local storage. */
export const authAtom = atom(
  (get) => get(authBaseAtom),
  (get, set, update: SetStateAction<AuthState>) => {
    const next = typeof update === 'function' ? update(get(authBaseAtom)) : update;
    set(authBaseAtom, next);
    writeStoredAuth(next);
  },
);

export const isAuthenticatedAtom = atom((get) => {
  const { token, user } = get(authAtom);
  return Boolean(token) && user !== null;
});

const cartCountValueAtom = atom(0);

/**
 * The session token the cart count was last set (or is being loaded) for. The header's loader
 * asks the server only when it is not this session's: on the cart page, whose own GET /cart sets
 * the count, the header asks nothing, so the page's first paint waits for one GET /cart, not two.
 */
export const cartCountForAtom = atom<string | null>(null);

/** Number of items in the cart, shown by the header; the cart feature keeps it up to date. */
export const cartCountAtom = atom(
  (get) => get(cartCountValueAtom),
  (get, set, count: number) => {
    set(cartCountValueAtom, count);
    set(cartCountForAtom, get(authAtom).token);
  },
);

export const setSessionAtom = atom(null, (_get, set, session: { user: User; token: string }) => {
  set(authAtom, (prev) => ({ ...prev, user: session.user, token: session.token }));
});

/** Logged out: user, token and every flag cleared, stored keys removed, cart count reset. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(authAtom, EMPTY_AUTH);
  set(cartCountAtom, 0);
});
