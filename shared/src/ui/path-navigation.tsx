// Links and navigation that follow the page's path, not its query. The router's Link, NavLink and
// useNavigate read the whole location, so every one of them re-rendered when only the query
// changed: a filter click on /real-estate (the filters live in the URL) re-rendered the header,
// the footer and the menus, some 80 links, before the listing's own work
// (bench/realestate-ui.mjs, filter repaint). Here one provider follows the location and hands the
// components below it a value that changes with the path only.
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface PathNavigation {
  /** The current route's path, without its query. */
  pathname: string;
  /** Goes to a path of the site (a new history entry; the same address replaces it, as Link). */
  navigate: (to: string) => void;
}

const PathNavigationContext = createContext<PathNavigation | null>(null);

/** Gives the components below it usePathNavigation() and PathLink; inside a router. */
export function PathNavigationProvider({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  // The router's navigate changes with the path only, as does the value below.
  const routerNavigate = useNavigate();
  // Read at the click, not rendered: a link to the address already shown replaces the entry, so
  // Back does not stay on the same page (the router's Link does the same).
  const address = useRef('');
  useLayoutEffect(() => {
    address.current = pathname + search + hash;
  }, [pathname, search, hash]);
  const value = useMemo<PathNavigation>(
    () => ({
      pathname,
      navigate: (to) => void routerNavigate(to, { replace: to === address.current }),
    }),
    [pathname, routerNavigate],
  );
  return <PathNavigationContext.Provider value={value}>{children}</PathNavigationContext.Provider>;
}

export function usePathNavigation(): PathNavigation {
  const value = useContext(PathNavigationContext);
  if (!value) throw new Error('usePathNavigation needs a PathNavigationProvider above it');
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
export function pathLink(navigate: PathNavigation['navigate'], to: string) {
  return {
    href: `#${to}`,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      navigate(to);
    },
  };
}

/** Whether `to` is the current page: the same path, or with `within`, a path below it. */
function isCurrent(pathname: string, to: string, within: boolean): boolean {
  // Case-insensitive, as the router matches routes and its NavLink.
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  return (
    here === target || (within && here.startsWith(target.endsWith('/') ? target : `${target}/`))
  );
}

export interface PathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /**
   * Marks the link aria-current="page" on its page: 'exact' on `to` only, 'within' also on the
   * paths below it (/maintenance for /maintenance/housekeeping-service), as NavLink does.
   */
  current?: 'exact' | 'within';
}

/** A link to a path of the site that re-renders when the path changes, never for the query. */
export function PathLink({ to, current, onClick, ...rest }: PathLinkProps) {
  const { pathname, navigate } = usePathNavigation();
  const link = pathLink(navigate, to);
  const isCurrentPage = current !== undefined && isCurrent(pathname, to, current === 'within');
  return (
    <a
      aria-current={isCurrentPage ? 'page' : undefined}
      {...rest}
      href={link.href}
      onClick={(event) => {
        onClick?.(event);
        link.onClick(event);
      }}
    />
  );
}
