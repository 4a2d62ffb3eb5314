// A new page opens at its top. Without this, a link followed from low on a long page (the
// footer's) opened the next page scrolled down just as far. Back and Forward (POP) are left
// to the browser, which restores where the visitor was; a change of the query only (filters,
// paging on /real-estate) keeps the position, as does a link to a section ('/#faq'), which the
// page scrolls to itself.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // At once: the site's smooth scrolling (global-style.ts) would slide through the old page.
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
  return null;
}
