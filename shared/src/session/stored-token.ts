// Where the session is kept in the browser, and its token read from there: used by the session
// (storage.ts) and, before the session module has loaded, by the shell's first script
// (@marketplace/shared/boot), so no React, no shared singleton here.

export const SESSION_STORAGE_KEYS = { auth: 'auth', token: 'token', user: 'user' } as const;

export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the site then simply forgets the session.
    return null;
  }
}

export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const nonEmptyString = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** The stored `auth`, as an object (empty when missing or not an object). */
export function storedAuthRecord(store: Storage): Record<string, unknown> {
  const auth = parseJson(store.getItem(SESSION_STORAGE_KEYS.auth));
  return typeof auth === 'object' && auth !== null ? (auth as Record<string, unknown>) : {};
}

/** The stored token: `auth`'s, else the separate `token` key; null without one. */
export function readStoredToken(store: Storage | null = localStore()): string | null {
  if (!store) return null;
  try {
    return (
      nonEmptyString(storedAuthRecord(store).token) ??
      nonEmptyString(store.getItem(SESSION_STORAGE_KEYS.token))
    );
  } catch {
    return null;
  }
}
