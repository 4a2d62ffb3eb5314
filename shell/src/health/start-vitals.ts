// Which page loads report their web vitals, and when their library comes (docs/decisions/client-events.md):
// a sample of page loads (the inline data's `vitalsSampleRate`, CLIENT_VITALS_SAMPLE_RATE of the
// server), the library asked for 10 s after `load`, when the browser is idle. It is not for the
// visitor: it never competes with the first screen's bytes (the first visit of / stays within its
// 150 KB: docs/performance.md), nor with the next page's after a click.
import { whenIdle } from '@marketplace/shared/ui';
import { readInlineData } from '../federation/inline-data';

/** After `load`, how long the vitals library waits. */
export const VITALS_DELAY_MS = 10_000;

/** The share of page loads the server asks to report vitals; none without inline data. */
function vitalsSampleRate(): number {
  const rate = readInlineData('vitalsSampleRate');
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 0;
}

/** For a sampled page load, loads and starts the vitals' observers once; returns the cancel. */
export function startVitals(
  load: () => Promise<{ observeVitals(): void }> = () =>
    import(/* webpackChunkName: "vitals" */ './vitals'),
  random: () => number = Math.random,
): () => void {
  if (!(random() < vitalsSampleRate())) return () => undefined;
  let timer: number | undefined;
  let cancelIdle: (() => void) | undefined;
  const cancel = () => {
    window.clearTimeout(timer);
    window.removeEventListener('load', onLoad);
  };
  function start() {
    cancelIdle = whenIdle(() => {
      // A failed download costs this page's vitals only.
      load().then(
        (vitals) => vitals.observeVitals(),
        () => undefined,
      );
    });
  }
  function onLoad() {
    timer = window.setTimeout(start, VITALS_DELAY_MS);
  }
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    cancel();
    cancelIdle?.();
  };
}
