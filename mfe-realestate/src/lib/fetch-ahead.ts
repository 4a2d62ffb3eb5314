// Requests a page will make, started before it asks: on arrival, while the page's code is still
// being evaluated, or at the click that leads to it. An answer that comes before the page renders
// goes straight into SWR's cache, so the page's first render already draws it (one render and one
// paint instead of a spinner, a paint, then the content: bench/realestate-ui.mjs and Lighthouse's
// blocking time). A slower answer is handed to the page's own fetch when it asks, and a failure is
// kept for it to show (its Try Again then asks anew).

/** An SWR key of this remote: the resource and the one text that identifies the request. */
export type AheadKey = readonly [string, string];

/** SWR's `mutate`, of the default cache or of the page's provider. */
export type CacheWrite<T> = (
  key: AheadKey,
  answer: T,
  options: { revalidate: false },
) => Promise<unknown>;

/** SWR's default deduplication interval: an answer this young is not asked for again. */
const FRESH_MS = 2000;

export function createFetchAhead<T>(request: (id: string) => Promise<T>) {
  /** Requests started ahead and not yet taken by the page, by id. */
  const pending = new Map<string, Promise<T>>();
  /** When an answer fetched ahead was written to the cache, by id. */
  const cachedAt = new Map<string, number>();

  return {
    /** Starts the request of `key` now; its answer goes into the cache if the page has not asked. */
    start(key: AheadKey, writeCache: CacheWrite<T>): void {
      const id = key[1];
      const started = request(id);
      pending.set(id, started);
      void started.then(
        (answer) => {
          if (pending.get(id) !== started) return; // taken: SWR caches it itself
          pending.delete(id);
          cachedAt.set(id, Date.now());
          void writeCache(key, answer, { revalidate: false });
        },
        () => undefined, // left in `pending` for the page to show
      );
    },

    /** The page's fetcher: the request started ahead when there is one, else a new one. */
    fetch([, id]: AheadKey): Promise<T> {
      const started = pending.get(id);
      if (!started) return request(id);
      pending.delete(id);
      return started;
    },

    /** Whether an answer fetched ahead went into the cache a moment ago (no need to ask again). */
    justCached([, id]: AheadKey): boolean {
      const at = cachedAt.get(id);
      if (at === undefined) return false;
      if (Date.now() - at < FRESH_MS) return true;
      cachedAt.delete(id);
      return false;
    },
  };
}
