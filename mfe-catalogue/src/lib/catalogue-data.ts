// The published catalogue as the pages read it: one request per page family
// (GET /api/v1/catalogue/<page>), started as early as possible and kept for the visit
// (docs/decisions/catalogue-content-model.md "Public reads and caching"). Arriving on a page, the
// shell's first script has already preloaded its request (apps.json firstRequests) and this
// remote's ./Routes starts it again while it is evaluated (taking the preloaded answer), so the
// page's first render usually finds its content. A page shown again later is drawn at once from
// what was read and asked for anew (the browser revalidates with the answer's ETag: a 304 costs
// no download), so a publish shows without a reload.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { apiRequest, type ResponseSchema } from '@marketplace/shared/api-client';
import type { CataloguePage, CataloguePageAnswers } from '@marketplace/shared/contracts-catalogue';
import { CATALOGUE_DATA_MESSAGES } from './catalogue-data-messages';

export type PageAnswers = CataloguePageAnswers;

/**
 * The content each route draws, by the route's first segment (a detail page reads its list's:
 * '/maintenance/:serviceName' reads 'maintenance'). apps.json `firstRequests` names the same, for
 * the shell's first script (catalogue-data.test.tsx holds the two together).
 */
const CONTENT_BY_SEGMENT: Readonly<Record<string, CataloguePage>> = {
  '': 'home',
  homecare: 'homecare',
  maintenance: 'maintenance',
  services: 'services',
  constructions: 'constructions',
  construction: 'constructions',
  interior: 'interior',
  'interior-design': 'interior',
};

/** The content a path will draw, by its first segment: read on arrival, before the page renders. */
export function contentOfPath(path: string): CataloguePage | undefined {
  return CONTENT_BY_SEGMENT[path.split('/')[1]?.toLowerCase() ?? ''];
}

/** The URL below /api/v1 a page's content is read from (apps.json `firstRequests` names it). */
export function cataloguePageUrl(page: CataloguePage): string {
  return `/catalogue/${page}`;
}

/** What is known of a page's content: being read, read (and maybe being read again), failed. */
type Entry =
  | { status: 'loading' }
  // The answer as it came: the page checks it (each page holds only its own answer's check), once.
  | { status: 'ready'; data: unknown; refreshing: boolean; readAt: number; valid?: boolean }
  | { status: 'error'; error: Error };

const entries = new Map<CataloguePage, Entry>();
const listeners = new Set<() => void>();

function set(page: CataloguePage, entry: Entry): void {
  entries.set(page, entry);
  for (const listener of listeners) listener();
}

function read(page: CataloguePage): Promise<unknown> {
  // No token: the answer is public, and the same request as the shell's preload (so it is used).
  return apiRequest(cataloguePageUrl(page), {
    token: null,
    defaultMsg: CATALOGUE_DATA_MESSAGES.loadFailed,
  });
}

type Ready = Extract<Entry, { status: 'ready' }>;

/** The answer if the page can draw it (checked once per answer); else it fails like a request. */
function drawable<T>(entry: Ready, answer: ResponseSchema<T>): T | undefined {
  entry.valid ??= answer.safeParse(entry.data).success;
  return entry.valid ? (entry.data as T) : undefined;
}

/** Content read this recently is not asked for again when its page renders (the arrival). */
const FRESH_MS = 10_000;

/**
 * Reads a page's content unless it is being read already. Content already shown stays on screen
 * while it is read again, and stays if that read fails.
 */
export function loadCataloguePage(page: CataloguePage): void {
  const entry = entries.get(page);
  if (entry?.status === 'loading' || (entry?.status === 'ready' && entry.refreshing)) return;
  set(page, entry?.status === 'ready' ? { ...entry, refreshing: true } : { status: 'loading' });
  read(page).then(
    (data) => set(page, { status: 'ready', data, refreshing: false, readAt: Date.now() }),
    (error: Error) => {
      const shown = entries.get(page);
      set(
        page,
        shown?.status === 'ready' ? { ...shown, refreshing: false } : { status: 'error', error },
      );
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface CataloguePageState<P extends CataloguePage> {
  data: PageAnswers[P] | undefined;
  error: Error | undefined;
  retry: () => void;
}

/**
 * A page's content, checked with the page's own `answer` check: read on the page's first render
 * if nobody started it, and read again whenever the page is shown again, with what was read shown
 * meanwhile.
 */
export function useCataloguePage<P extends CataloguePage>(
  page: P,
  answer: ResponseSchema<PageAnswers[P]>,
): CataloguePageState<P> {
  const entry = useSyncExternalStore(subscribe, () => entries.get(page));
  useEffect(() => {
    const current = entries.get(page);
    // Arriving, the request started with ./Routes is under way or just answered: a good answer
    // read a moment ago is not asked for again.
    if (current?.status === 'loading') return;
    const fresh =
      current?.status === 'ready' &&
      Date.now() - current.readAt < FRESH_MS &&
      drawable(current, answer) !== undefined;
    if (!fresh) loadCataloguePage(page);
  }, [page, answer]);
  const retry = useCallback(() => loadCataloguePage(page), [page]);
  if (entry?.status === 'ready') {
    const data = drawable(entry, answer);
    return { data, error: data ? undefined : new Error(CATALOGUE_DATA_MESSAGES.loadFailed), retry };
  }
  return { data: undefined, error: entry?.status === 'error' ? entry.error : undefined, retry };
}

/** Forgets every page's content (tests start each from nothing). */
export function forgetCataloguePages(): void {
  entries.clear();
}

/** Holds `data` as a page's content just read, as on arrival once ./Routes's request answered. */
export function primeCataloguePage<P extends CataloguePage>(page: P, data: PageAnswers[P]): void {
  set(page, { status: 'ready', data, refreshing: false, readAt: Date.now() });
}
