// Which remote renders which route (shared/src/config/apps.json). Everything else is the shell's
// 'Page not found'. The shell matches here itself, so each remote's own <Routes> can use the
// spec's absolute paths.
import { matchPath } from 'react-router-dom';
import { hasStoredSession, needsLoginFirst } from '@marketplace/shared/boot';
import { ROUTES_BY_REMOTE, type RemoteName } from '@marketplace/shared/config';

/** The routes each remote owns, from the one manifest (shared/src/config/apps.json). */
export const ROUTE_OWNERS: Record<RemoteName, readonly string[]> = ROUTES_BY_REMOTE;

export function ownerOf(pathname: string): RemoteName | null {
  for (const [remote, patterns] of Object.entries(ROUTE_OWNERS) as [
    RemoteName,
    readonly string[],
  ][]) {
    if (patterns.some((path) => matchPath({ path, caseSensitive: false, end: true }, pathname))) {
      return remote;
    }
  }
  return null;
}

/**
 * The remote a visit to a path loads: its owner, or the login page's for a visitor without a
 * session on a route for logged-in visitors only (ShellRoutes sends them to log in first).
 */
export function remoteToLoad(pathname: string): RemoteName | null {
  return needsLoginFirst(pathname) && !hasStoredSession() ? ownerOf('/login') : ownerOf(pathname);
}
