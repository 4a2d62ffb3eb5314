import { Navigate, useLocation } from 'react-router-dom';
import { needsLoginFirst } from '@marketplace/shared/boot';
import { paths } from '@marketplace/shared/config';
import { useSession } from '@marketplace/shared/session';
import { NotFound } from '../layout/NotFound';
import { RemoteArea } from '../federation/RemoteArea';
import { ownerOf } from './route-table';

/**
 * Renders the remote that owns the current route, or 'Page not found'. A visitor without a
 * session on a route for logged-in visitors only (apps.json `loginFirst`: the administration) is
 * sent to log in, and back afterwards, without downloading that remote.
 */
export function ShellRoutes() {
  const { pathname, search } = useLocation();
  const { token } = useSession();
  const owner = ownerOf(pathname);
  if (!owner) return <NotFound />;
  if (!token && needsLoginFirst(pathname)) {
    return <Navigate replace to={paths.login(pathname + search)} />;
  }
  // Keyed by remote: moving between pages of one remote keeps it mounted.
  return <RemoteArea key={owner} name={owner} />;
}
