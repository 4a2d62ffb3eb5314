// Which remote renders which route (docs/architecture.md "Routes and who owns them"). Everything else is the shell's
// 'Page not found'. The shell matches here itself, so each remote's own <Routes> can use the
// spec's absolute paths.
import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../federation/remotes-config';

export const ROUTE_OWNERS: Record<RemoteName, readonly string[]> = {
  catalogue: [
    '/',
    '/homecare',
    '/maintenance',
    '/maintenance/:serviceName',
    '/services/:serviceName',
    '/constructions',
    '/constructions/:packageName',
    '/construction/:packageName',
    '/interior',
    '/interior-design/:serviceName',
    '/careers',
    '/about',
    '/contact',
    '/privacy-policy',
    '/Terms-and-condition',
    '/reviews',
  ],
  realestate: ['/real-estate', '/property-details/:id', '/wishlist'],
  account: ['/login', '/register', '/otp-verification', '/forgot-password', '/dashboard', '/cart'],
  admin: ['/admin/*'],
};

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
