// Logged-out hearts: a JSON array of property ids in localStorage under `wishlist` (contract), read
// through useSyncExternalStore so every heart on the page (and other tabs) agrees.
import { useSyncExternalStore } from 'react';
import { WISHLIST_STORAGE_KEY } from '@marketplace/shared/contracts-properties';

const listeners = new Set<() => void>();
const EMPTY: readonly number[] = [];
let cachedText: string | null = null;
let cachedIds: readonly number[] = EMPTY;

function readText(): string | null {
  try {
    return localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored ids; anything that is not a list of positive whole numbers is ignored. */
function readLocalWishlist(): readonly number[] {
  const text = readText();
  // Same text, same array: useSyncExternalStore needs a stable snapshot.
  if (text === cachedText) return cachedIds;
  cachedText = text;
  let parsed: unknown = [];
  try {
    parsed = text ? JSON.parse(text) : [];
  } catch {
    parsed = [];
  }
  cachedIds = Array.isArray(parsed)
    ? [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))]
    : EMPTY;
  return cachedIds;
}

function write(ids: readonly number[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the heart still works for this page view.
  }
  listeners.forEach((listener) => listener());
}

/** Adds or removes `id`; answers whether it is saved afterwards. */
export function toggleLocalWishlist(id: number): boolean {
  const ids = readLocalWishlist();
  const saved = !ids.includes(id);
  write(saved ? [id, ...ids] : ids.filter((other) => other !== id));
  return saved;
}

export function clearLocalWishlist(): void {
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === WISHLIST_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocalWishlist(): readonly number[] {
  return useSyncExternalStore(subscribe, readLocalWishlist, () => EMPTY);
}
