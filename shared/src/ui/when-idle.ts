import { afterLargestPicture } from './largest-picture';

/**
 * Runs `task` when the browser is next idle (within 2 s), or 200 ms later where it has no idle
 * callback (Safari); returns the cancel. For work a page's first paint should not wait behind.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

/** How long after the page's `load` event its first screen is left to finish coming. */
export const FIRST_SCREEN_SETTLE_MS = 3000;

const FIRST_INPUTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `task` for something the visitor will want soon but the first screen does not show: at the
 * visitor's first input (a tap, a click, a key), or else once the first screen has come: the
 * page's `load` event, FIRST_SCREEN_SETTLE_MS more (on a slow connection a page's data and its
 * pictures come after `load`), its largest picture drawn (largest-picture.ts) and the browser
 * idle. Returns the cancel.
 */
export function afterFirstScreenOrInput(task: () => void): () => void {
  let settleTimer: number | undefined;
  let cancelWait: (() => void) | undefined;
  let cancelIdle: (() => void) | undefined;
  const cancel = () => {
    window.removeEventListener('load', onLoad);
    for (const type of FIRST_INPUTS) window.removeEventListener(type, onInput, true);
    window.clearTimeout(settleTimer);
    cancelWait?.();
    cancelIdle?.();
  };
  const run = () => {
    cancel();
    task();
  };
  const onInput = () => run();
  const onLoad = () => {
    settleTimer = window.setTimeout(() => {
      cancelWait = afterLargestPicture(() => {
        cancelIdle = whenIdle(run);
      });
    }, FIRST_SCREEN_SETTLE_MS);
  };
  for (const type of FIRST_INPUTS)
    window.addEventListener(type, onInput, { capture: true, passive: true });
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return cancel;
}
