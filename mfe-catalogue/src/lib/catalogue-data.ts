// The published catalogue as the pages read it: one request per page family
// (GET /api/v1/catalogue/<page>), started as early as possible and kept for the visit
// (docs/decisions/catalogue-content-model.md "Public reads and caching"). Arriving on a page, the
// shell's first script has already preloaded its request (apps.json firstRequests) and this
// remote's ./Routes starts it again while it is evaluated (taking the preloaded answer), so the
// page's first render usually finds its content. A page shown again later is drawn at once from
// what was read and asked for anew (the browser revalidates with the answer's ETag: a 304 costs
// no download), so a publish shows without a reload. Content is read in the page's language: a
// Hindi page reads `?lang=hi`, where the api has put each Hindi text the admin wrote in place of
// its English one (docs/decisions/catalogue-hindi.md).
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { apiRequest, type ResponseSchema } from '@marketplace/shared/api-client';
import { LANGUAGES, isLanguage, type Language } from '@marketplace/shared/contracts-core';
import type { CataloguePage, CataloguePageAnswers } from '@marketplace/shared/contracts-catalogue';
import { useLanguage } from '@marketplace/shared/ui';
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

/**
 * The URL below /api/v1 a page's content is read from in a language (apps.json `firstRequests`
 * names the English one).
 */
export function cataloguePageUrl(page: CataloguePage, language: Language = 'en'): string {
  return language === 'en' ? `/catalogue/${page}` : `/catalogue/${page}?lang=${language}`;
}

/** The page's language as the shell's inline script set it, before anything renders. */
function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}

/** What is known of a page's content: being read, read (and maybe being read again), failed. */
type Entry =
  | { status: 'loading' }
  // The answer as it came: the page checks it (each page holds only its own answer's check), once.
  | { status: 'ready'; data: unknown; refreshing: boolean; readAt: number; valid?: boolean }
  | { status: 'error'; error: Error };

/** By URL: a page's content in each language read. */
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

function set(url: string, entry: Entry): void {
  entries.set(url, entry);
  for (const listener of listeners) listener();
}

function read(url: string): Promise<unknown> {
  // No token: the answer is public, and the same request as the shell's preload (so it is used).
  return apiRequest(url, {
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
export function loadCataloguePage(page: CataloguePage, language = pageLanguage()): void {
  const url = cataloguePageUrl(page, language);
  const entry = entries.get(url);
  if (entry?.status === 'loading' || (entry?.status === 'ready' && entry.refreshing)) return;
  set(url, entry?.status === 'ready' ? { ...entry, refreshing: true } : { status: 'loading' });
  read(url).then(
    (data) => set(url, { status: 'ready', data, refreshing: false, readAt: Date.now() }),
    (error: Error) => {
      const shown = entries.get(url);
      set(
        url,
        shown?.status === 'ready' ? { ...shown, refreshing: false } : { status: 'error', error },
      );
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What a page shows of its content in a language: that language's, or while it is first read,
 * the page's content read in another language (after a switch, the page stays drawn).
 */
function shownEntry(page: CataloguePage, language: Language): Entry | undefined {
  const own = entries.get(cataloguePageUrl(page, language));
  if (own && own.status !== 'loading') return own;
  const other = LANGUAGES.map((lang) => entries.get(cataloguePageUrl(page, lang))).find(
    (entry) => entry?.status === 'ready',
  );
  return other ?? own;
}

export interface CataloguePageState<P extends CataloguePage> {
  data: PageAnswers[P] | undefined;
  error: Error | undefined;
  retry: () => void;
}

/**
 * A page's content in the page's language, checked with the page's own `answer` check: read on
 * the page's first render if nobody started it, and read again whenever the page is shown again,
 * with what was read shown meanwhile (after a change of language, the other language's until
 * this one's arrives).
 */
export function useCataloguePage<P extends CataloguePage>(
  page: P,
  answer: ResponseSchema<PageAnswers[P]>,
): CataloguePageState<P> {
  const { language } = useLanguage();
  const url = cataloguePageUrl(page, language);
  const entry = useSyncExternalStore(subscribe, () => shownEntry(page, language));
  useEffect(() => {
    const current = entries.get(url);
    // Arriving, the request started with ./Routes is under way or just answered: a good answer
    // read a moment ago is not asked for again.
    if (current?.status === 'loading') return;
    const fresh =
      current?.status === 'ready' &&
      Date.now() - current.readAt < FRESH_MS &&
      drawable(current, answer) !== undefined;
    if (!fresh) loadCataloguePage(page, language);
  }, [url, page, language, answer]);
  const retry = useCallback(() => loadCataloguePage(page, language), [page, language]);
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
export function primeCataloguePage<P extends CataloguePage>(
  page: P,
  data: PageAnswers[P],
  language: Language = 'en',
): void {
  set(cataloguePageUrl(page, language), {
    status: 'ready',
    data,
    refreshing: false,
    readAt: Date.now(),
  });
}
