// react-toastify's stylesheet as a file of its own: the apps use the library's build without its
// CSS in the JavaScript (docs/decisions/toasts-after-first-paint.md). The page links it when the
// library is asked for (toasts-library.ts); it is first in <head>, where the library put its own,
// so the site's overrides (AppToastContainer) come later and win.
import stylesheetUrl from 'react-toastify/ReactToastify.css?url';

const MARKER = 'data-toast-stylesheet';

/** The page's link, and a promise that settles when its file has loaded (true) or failed to. */
let linked: { link: HTMLLinkElement; settled: Promise<boolean> } | undefined;

/**
 * Links the toasts' stylesheet once per page. Resolves once the file has loaded (true), or failed
 * to load (false; never rejects): AppToastContainer hands toasts to the library only then, as a
 * toast drawn before its stylesheet was restyled while on screen, and could close at once
 * (docs/decisions/toasts-after-first-paint.md); without the file it draws a plain look of its own.
 */
export function linkToastStylesheet(): Promise<boolean> {
  if (linked?.link.isConnected) return linked.settled;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.setAttribute(MARKER, '');
  const settled = new Promise<boolean>((done) => {
    link.addEventListener('load', () => done(true), { once: true });
    // Without its file a toast is still shown, in AppToastContainer's plain look, not lost.
    link.addEventListener('error', () => done(false), { once: true });
  });
  linked = { link, settled };
  document.head.prepend(link);
  return settled;
}
