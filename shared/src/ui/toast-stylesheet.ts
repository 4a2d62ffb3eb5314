// react-toastify's stylesheet as a file of its own: the apps use the library's build without its
// CSS in the JavaScript (docs/decisions/toast-stylesheet-file.md). The page links it when the toast
// container first mounts, long before the first toast (the home page's welcome comes after its
// remote has loaded); it is first in <head>, where the library put its own, so the site's
// overrides (AppToastContainer) come later and win.
import stylesheetUrl from 'react-toastify/ReactToastify.css?url';

const MARKER = 'data-toast-stylesheet';

/** Links the toasts' stylesheet once per page. */
export function linkToastStylesheet(): void {
  if (document.head.querySelector(`link[${MARKER}]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.setAttribute(MARKER, '');
  document.head.prepend(link);
}
