// Navigation for the property cards that does not follow the location. The router's Link and
// useNavigate read the current location, so each of the 24 cards of the listing re-rendered on
// every filter click (the filters live in the URL) before the listing request had even answered
// (bench/realestate-ui.mjs, filter repaint). Here one provider follows the location and hands
// the cards a value that changes only with the path, not with the query.
import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface StableNavigation {
  /** Goes to a path of the site (a new history entry). */
  navigate: (path: string) => void;
}

const StableNavigationContext = createContext<StableNavigation | null>(null);

/** Gives the components below it useStableNavigation(); inside a router. */
export function StableNavigationProvider({ children }: { children: ReactNode }) {
  // The router's navigate changes with the path only: a new query (a filter) keeps the value.
  const navigate = useNavigate();
  const value = useMemo<StableNavigation>(
    () => ({ navigate: (path) => void navigate(path) }),
    [navigate],
  );
  return (
    <StableNavigationContext.Provider value={value}>{children}</StableNavigationContext.Provider>
  );
}

export function useStableNavigation(): StableNavigation {
  const value = useContext(StableNavigationContext);
  if (!value) throw new Error('useStableNavigation needs a StableNavigationProvider above it');
  return value;
}

/** A plain click (main button, no modifier key, same tab) is the router's; others the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * The href and click handler of a link to a path of the site, like the router's Link but without
 * following the location (`<a {...pathLink(navigate, to)}>`). The href is the hash route's, as the
 * site's routers are hash routers (propertyShareUrl alike); a modified click is the browser's.
 */
export function pathLink(navigate: StableNavigation['navigate'], to: string) {
  return {
    href: `#${to}`,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      navigate(to);
    },
  };
}
