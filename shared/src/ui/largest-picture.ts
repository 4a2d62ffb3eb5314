// The page's largest picture first (docs/decisions/pictures-after-the-largest.md): while a
// picture marked as the page's largest (`fetchpriority="high"`) is loading, the page's other
// pictures and the toasts' files wait, so that on a slow connection they do not share it with the
// one picture the visitor looks at first. Shared as a federation singleton (like the rest of
// `@marketplace/shared/ui`), so a remote's pictures and the shell's toasts wait for one another.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** A picture's look while it waits: its box, without Chromium's broken-picture mark. */
export const WAITING_LOOK = { visibility: 'hidden' } as const;

/** The longest the others wait for a largest picture that is slow or never loads. */
export const LARGEST_PICTURE_MAX_WAIT_MS = 3000;

let loading = 0;
/** Whether a largest picture has been drawn on this page since it opened. */
let oneDrawn = false;
const waiting = new Set<() => void>();

function wakeWaiting(): void {
  if (loading > 0) return;
  const tasks = [...waiting];
  waiting.clear();
  for (const task of tasks) task();
}

/**
 * Counts a largest picture as loading until the returned release is called (again and again is
 * fine), or LARGEST_PICTURE_MAX_WAIT_MS have passed.
 */
export function holdForLargestPicture(): () => void {
  loading += 1;
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    window.clearTimeout(timer);
    loading -= 1;
    oneDrawn = true;
    wakeWaiting();
  };
  const timer = window.setTimeout(release, LARGEST_PICTURE_MAX_WAIT_MS);
  return release;
}

/**
 * Runs `task` once no largest picture is loading (at once when none is); returns the cancel.
 * Called from a passive effect, it runs after the layout effects of the same render, where a
 * largest picture drawn in that render has started its hold.
 */
export function afterLargestPicture(task: () => void): () => void {
  if (loading === 0) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  return () => waiting.delete(task);
}

/** How long after its decode a picture the browser did not report as its largest paint waits. */
const UNREPORTED_PAINT_MS = 250;

/**
 * Calls `release` once the picture is drawn: when the browser reports it as the page's largest
 * paint so far (a `decoding="async"` picture is drawn only once decoded, tens of ms after its
 * load, and shown a frame or two after that); else, for a picture that is not the largest paint
 * or a browser without those reports, a little after it is decoded.
 */
function releaseOnceDrawn(element: HTMLImageElement, release: () => void): void {
  let observer: PerformanceObserver | undefined;
  let timer: number | undefined;
  const done = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
    release();
  };
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === element))
        done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const afterDecode = () => {
    timer = window.setTimeout(done, UNREPORTED_PAINT_MS);
  };
  // A browser without decode() (Safari before 11.1) draws it within that time anyway.
  if (typeof element.decode !== 'function') afterDecode();
  else element.decode().then(afterDecode, afterDecode);
}

/**
 * For the <img> of a page's largest picture (`isLargest`): holds the others back from its first
 * render until it has loaded (or failed) and been drawn. A new `src` holds them again.
 */
export function useHoldWhileLargestLoads(
  image: RefObject<HTMLImageElement | null>,
  isLargest: boolean,
  src: string | undefined,
): void {
  useLayoutEffect(() => {
    const element = image.current;
    if (!isLargest || !element || !src) return undefined;
    const release = holdForLargestPicture();
    // Already in (from the cache): still drawn only after this render.
    if (element.complete && element.naturalWidth > 0) {
      releaseOnceDrawn(element, release);
      return release;
    }
    const settled = () => releaseOnceDrawn(element, release);
    element.addEventListener('load', settled, { once: true });
    element.addEventListener('error', settled, { once: true });
    return () => {
      element.removeEventListener('load', settled);
      element.removeEventListener('error', settled);
      release();
    };
  }, [image, isLargest, src]);
}

/**
 * Whether a picture that is not the page's largest may be asked for now: true once no largest
 * picture is loading (then for good). On its first render it cannot know yet (a largest picture
 * drawn in the same render holds the others from its layout effect), so it waits for its effect;
 * but once a largest picture has been drawn, a picture that appears later with none loading (the
 * hero's next slide, the next page of cards) is asked for at once, with no empty frame.
 */
export function useMayLoadAfterLargest(): boolean {
  const [mayLoad, setMayLoad] = useState(() => oneDrawn && loading === 0);
  useEffect(() => {
    if (mayLoad) return undefined;
    return afterLargestPicture(() => setMayLoad(true));
  }, [mayLoad]);
  return mayLoad;
}

/** Tests only: as if the page had just opened (no largest picture drawn yet). */
export function forgetLargestPictures(): void {
  oneDrawn = false;
}
