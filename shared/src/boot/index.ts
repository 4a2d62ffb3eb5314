// `@marketplace/shared/boot`: the little the shell needs before Module Federation has negotiated
// its shared libraries (shell/src/index.ts runs it from the first script): which remote owns a
// path (and by which of its routes), and where the page's inline data is. Not a federation singleton (build-tools/rspack-app.ts),
// so it can be imported eagerly; it must stay free of React, react-router and zod.
import manifest from '../config/apps.json';
import type { RemoteName } from '../config/apps';
import { readStoredToken } from '../session/stored-token';

export { INLINE_DATA_ELEMENT_ID, type InlineData } from '../config/inline-data';
export {
  CLIENT_ERRORS_PER_PAGE_MAX,
  CLIENT_EVENTS_MAX,
  CLIENT_EVENTS_URL,
  LOCAL_RELEASE,
  NO_ROUTE,
  RELEASE_ID_PATTERN,
  SHELL_AREA,
  type ClientErrorKind,
  type ClientEvent,
  type VitalName,
} from '../config/client-events';

/** Lower-case segments of a path, trailing slashes ignored ('/Real-Estate/' -> ['real-estate']). */
function segmentsOf(path: string): string[] {
  return path.toLowerCase().replace(/^\//, '').replace(/\/+$/, '').split('/');
}

/**
 * Whether a route pattern of the manifest matches a path, as the shell's router matches it
 * (react-router's matchPath, case-insensitive, whole path): `:param` is one non-empty segment,
 * a trailing `*` any rest. shell/src/app/route-table.test.ts holds the two to the same answers.
 */
function routeMatches(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  if (splat ? given.length < wanted.length : given.length !== wanted.length) return false;
  return wanted.every((segment, i) => segment.startsWith(':') || segment === given[i]);
}

/** The remote that renders a path and the manifest's pattern it matches; null for none. */
function routeOf(pathname: string): { remote: RemoteName; pattern: string } | null {
  for (const [name, remote] of Object.entries(manifest.remotes)) {
    const pattern = Object.keys(remote.routes).find((route) => routeMatches(route, pathname));
    if (pattern) return { remote: name as RemoteName, pattern };
  }
  return null;
}

/** The remote that renders a path; null for the shell's own 'Page not found'. */
export function remoteOfPath(pathname: string): RemoteName | null {
  return routeOf(pathname)?.remote ?? null;
}

/** The manifest's route pattern of a path ('/property-details/7' -> '/property-details/:id'). */
export function routePatternOf(pathname: string): string | null {
  return routeOf(pathname)?.pattern ?? null;
}

/**
 * Whether a path's remote is loaded only for a logged-in visitor (the manifest's `loginFirst`):
 * the shell sends a visitor without a session to /login first, without downloading that remote
 * (shell/src/app/ShellRoutes.tsx). The remote still checks the session and the role itself.
 */
export function needsLoginFirst(pathname: string): boolean {
  return Object.values(manifest.remotes).some((remote) => {
    const patterns: string[] = 'loginFirst' in remote ? remote.loginFirst : [];
    return patterns.some((pattern) => routeMatches(pattern, pathname));
  });
}

/** Whether this browser holds a session, read before the session module has loaded. */
export function hasStoredSession(): boolean {
  return readStoredToken() !== null;
}

/**
 * The api request a page makes first when it is opened without a query (the manifest's
 * `firstRequests`), or null; a `:param` of the request is the path's segment in its place, as the
 * page encodes it. The shell's first script preloads it, so the page's data is on its way before
 * the page's code has arrived; the page's own fetch of the same URL then takes the preloaded
 * answer (mfe-realestate's get-properties and get-property tests hold the URLs to what the pages
 * ask). A remote whose content is read in the page's language (`firstRequestsInLanguage`) asks
 * for it with `lang` in a language other than English, as its pages do.
 */
export function firstRequestOf(pathname: string, language = 'en'): string | null {
  for (const remote of Object.values(manifest.remotes)) {
    const requests: Record<string, string> = 'firstRequests' in remote ? remote.firstRequests : {};
    for (const [pattern, request] of Object.entries(requests)) {
      if (!routeMatches(pattern, pathname)) continue;
      const url = withParams(request, pattern, pathname);
      const inLanguage = 'firstRequestsInLanguage' in remote && language !== 'en';
      return url && inLanguage ? `${url}${url.includes('?') ? '&' : '?'}lang=${language}` : url;
    }
  }
  return null;
}

/**
 * `request` with each `:param` of `pattern` replaced by that segment of `pathname`, encoded as the
 * page encodes its (decoded) route parameter; null for a segment that is not valid percent-encoding.
 */
function withParams(request: string, pattern: string, pathname: string): string | null {
  const names = pattern.replace(/^\//, '').split('/');
  const values = pathname.replace(/^\//, '').replace(/\/+$/, '').split('/');
  try {
    return request.replace(/:(\w+)/g, (whole, name: string) => {
      const value = values[names.indexOf(`:${name}`)];
      return value === undefined ? whole : encodeURIComponent(decodeURIComponent(value));
    });
  } catch {
    return null;
  }
}
