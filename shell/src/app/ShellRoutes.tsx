import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { needsLoginFirst } from '@marketplace/shared/boot';
import { paths } from '@marketplace/shared/config';
import { useSession } from '@marketplace/shared/session';
import { RemoteArea } from '../federation/RemoteArea';
import { ownerOf } from './route-table';

// Only a mistyped or stale address shows it, so a first visit does not download it.
const NotFound = lazy(() => import('../layout/NotFound').then((m) => ({ default: m.NotFound })));

/**
 * Renders the remote that owns the current route, or 'Page not found'. A visitor without a
 * session on a route for logged-in visitors only (apps.json `loginFirst`: the administration) is
 * sent to log in, and back afterwards, without downloading that remote.
 */
export function ShellRoutes() {
  const { pathname, search } = useLocation();
  const { token } = useSession();
  const owner = ownerOf(pathname);
  if (!owner) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  if (!token && needsLoginFirst(pathname)) {
    return <Navigate replace to={paths.login(pathname + search)} />;
  }
  // Keyed by remote: moving between pages of one remote keeps it mounted.
  return <RemoteArea key={owner} name={owner} />;
}
