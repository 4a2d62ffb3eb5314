import { useLocation } from 'react-router-dom';
import { NotFound } from '../layout/NotFound';
import { RemoteArea } from '../federation/RemoteArea';
import { ownerOf } from './route-table';

/** Renders the remote that owns the current route, or 'Page not found'. */
export function ShellRoutes() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (!owner) return <NotFound />;
  // Keyed by remote: moving between pages of one remote keeps it mounted.
  return <RemoteArea key={owner} name={owner} />;
}
