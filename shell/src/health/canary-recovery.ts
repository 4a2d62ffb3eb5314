// A page whose remote came from a canary and failed (docs/decisions/canary-rule.md): its errors
// are sent at once, so the canary watcher sees them without waiting for the page to be hidden,
// and the page then asks every CHECK_INTERVAL_MS which release of that remote it would get now;
// once the canary has been aborted (or promoted with a fix) it reloads onto it, once, instead of
// leaving the visitor on a broken area until they reload themselves. Loaded only when it is needed.
import { INLINE_DATA_ELEMENT_ID } from '@marketplace/shared/boot';
import { inlineValue } from '../federation/inline-data';
import { flushClientEvents, releaseOf } from './client-events';

export const CHECK_INTERVAL_MS = 5_000;
/** A page stops asking after this long: a canary still live by then is left to the rule. */
export const CHECK_FOR_MS = 10 * 60_000;
/** Set for the page that reloaded, so a reload can never loop. */
const RELOADED_KEY = 'canary-recovery-reloaded';

/** The page at / as this visitor would get it now (the visitor cookie goes with it). */
async function fetchPage(): Promise<string | undefined> {
  const response = await fetch('/', { cache: 'no-cache', credentials: 'same-origin' });
  return response.ok ? response.text() : undefined;
}

/** The release of `remote` the page at / names for this visitor now, or undefined. */
async function releaseServedNow(
  remote: string,
  page: () => Promise<string | undefined>,
): Promise<string | undefined> {
  const html = await page();
  const data =
    html === undefined
      ? undefined
      : new DOMParser().parseFromString(html, 'text/html').getElementById(INLINE_DATA_ELEMENT_ID);
  const releases = inlineValue(data?.textContent, 'releases');
  const release = (releases as Record<string, unknown> | undefined)?.[remote];
  return typeof release === 'string' ? release : undefined;
}

interface Recovery {
  reload?: () => void;
  page?: () => Promise<string | undefined>;
}

export function recoverFromCanary(
  remote: string,
  { reload = () => window.location.reload(), page = fetchPage }: Recovery = {},
): () => void {
  flushClientEvents();
  if (sessionStorage.getItem(RELOADED_KEY) === remote) return () => undefined;
  const mine = releaseOf(remote);
  const started = Date.now();
  let timer: number | undefined;
  const check = async () => {
    const now = await releaseServedNow(remote, page).catch(() => undefined);
    if (now !== undefined && now !== mine) {
      sessionStorage.setItem(RELOADED_KEY, remote);
      reload();
      return;
    }
    if (Date.now() - started < CHECK_FOR_MS)
      timer = window.setTimeout(() => void check(), CHECK_INTERVAL_MS);
  };
  timer = window.setTimeout(() => void check(), CHECK_INTERVAL_MS);
  return () => window.clearTimeout(timer);
}
