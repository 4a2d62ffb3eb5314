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
import type { RoutePathOf } from '@marketplace/shared/config';
import {
  constructionsPageAnswer,
  homePageAnswer,
  homecarePageAnswer,
  interiorPageAnswer,
  maintenancePageAnswer,
  servicesPageAnswer,
  type CataloguePage,
  type CataloguePageAnswers,
} from '@marketplace/shared/contracts-catalogue';
import { CATALOGUE_DATA_MESSAGES } from './catalogue-data-messages';

export type PageAnswers = CataloguePageAnswers;

const ANSWER_CHECKS = {
  home: homePageAnswer,
  homecare: homecarePageAnswer,
  maintenance: maintenancePageAnswer,
  services: servicesPageAnswer,
  constructions: constructionsPageAnswer,
  interior: interiorPageAnswer,
};

/** Which content each route draws (a detail page reads its list's). */
export const CONTENT_OF_ROUTE: Partial<Record<RoutePathOf<'catalogue'>, CataloguePage>> = {
  '/': 'home',
  '/homecare': 'homecare',
  '/maintenance': 'maintenance',
  '/maintenance/:serviceName': 'maintenance',
  '/services/:serviceName': 'services',
  '/constructions': 'constructions',
  '/constructions/:packageName': 'constructions',
  '/construction/:packageName': 'constructions',
  '/interior': 'interior',
  '/interior-design/:serviceName': 'interior',
};

/** The URL below /api/v1 a page's content is read from (apps.json `firstRequests` names it). */
export function cataloguePageUrl(page: CataloguePage): string {
  return `/catalogue/${page}`;
}

/** What is known of a page's content: being read, read (and maybe being read again), failed. */
type Entry<P extends CataloguePage> =
  | { status: 'loading' }
  | { status: 'ready'; data: PageAnswers[P]; refreshing: boolean; readAt: number }
  | { status: 'error'; error: Error };

const entries = new Map<CataloguePage, Entry<CataloguePage>>();
const listeners = new Set<() => void>();

function set(page: CataloguePage, entry: Entry<CataloguePage>): void {
  entries.set(page, entry);
  for (const listener of listeners) listener();
}

function read<P extends CataloguePage>(page: P): Promise<PageAnswers[P]> {
  // No token: the answer is public, and the same request as the shell's preload (so it is used).
  return apiRequest(`${cataloguePageUrl(page)}`, {
    token: null,
    schema: ANSWER_CHECKS[page] as ResponseSchema<PageAnswers[P]>,
    defaultMsg: CATALOGUE_DATA_MESSAGES.loadFailed,
  }) as Promise<PageAnswers[P]>;
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
    (error: unknown) => {
      const shown = entries.get(page);
      if (shown?.status === 'ready') set(page, { ...shown, refreshing: false });
      else
        set(page, {
          status: 'error',
          error: error instanceof Error ? error : new Error(String(error)),
        });
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
 * A page's content: read on the page's first render if nobody started it, and read again
 * whenever the page is shown again, with what was read shown meanwhile.
 */
export function useCataloguePage<P extends CataloguePage>(page: P): CataloguePageState<P> {
  const entry = useSyncExternalStore(subscribe, () => entries.get(page)) as Entry<P> | undefined;
  useEffect(() => {
    const current = entries.get(page);
    // Arriving, the request started with ./Routes is under way or just answered.
    if (current?.status === 'loading') return;
    if (current?.status === 'ready' && Date.now() - current.readAt < FRESH_MS) return;
    loadCataloguePage(page);
  }, [page]);
  const retry = useCallback(() => loadCataloguePage(page), [page]);
  return {
    data: entry?.status === 'ready' ? entry.data : undefined,
    error: entry?.status === 'error' ? entry.error : undefined,
    retry,
  };
}

/** Forgets every page's content (tests start each from nothing). */
export function forgetCataloguePages(): void {
  entries.clear();
}

/** Holds `data` as a page's content just read, as on arrival once ./Routes's request answered. */
export function primeCataloguePage<P extends CataloguePage>(page: P, data: PageAnswers[P]): void {
  set(page, { status: 'ready', data, refreshing: false, readAt: Date.now() });
}
