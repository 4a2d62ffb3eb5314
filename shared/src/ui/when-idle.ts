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

/**
 * Runs `task` once the page has loaded (its `load` event: the first screen's files and pictures
 * are in) and the browser is then idle; returns the cancel.
 */
export function afterPageLoad(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(task);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
