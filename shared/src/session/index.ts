// The shared session: jotai atoms persisted under the spec's keys and the hooks every app needs.
// Importing this module also connects the api client to the session (token and 401 handling).
import './bridge';

export { bindSessionStore } from './bridge';
export {
  authAtom,
  cartCountAtom,
  clearSessionAtom,
  isAuthenticatedAtom,
  setSessionAtom,
} from './atoms';
export { refreshCartCountAtom, useCart, useCartCountLoader, type CartHook } from './cart';
export { SESSION_REHYDRATION_TIMEOUT_MS, sessionHydratedAtom } from './hydration';
export {
  useLogout,
  useSession,
  useSessionHydrated,
  type LogoutResult,
  type Session,
} from './hooks';
export { EMPTY_AUTH, SESSION_STORAGE_KEYS, readStoredAuth, type AuthState } from './storage';
export { displayName, isUser, type User } from './user';
export type { UserRole } from '@marketplace/shared/contracts-core';
// The spec's error catalogue without the zod contracts around it, for code in the first load (the
// shell's header toasts a failed logout with it).
export { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
