// The lister's pages are for logged-in accounts: the shell sends a visitor without a stored session
// to log in before this remote loads (apps.json loginFirst); a session that ends on the page (an
// expired token clears it) is sent there too, and the login page brings the visitor back.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { useSession, useSessionHydrated } from '@marketplace/shared/session';
import { Spinner } from '@marketplace/shared/ui';

export function RequireLogin({ label, children }: { label: string; children: ReactNode }) {
  const hydrated = useSessionHydrated();
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  if (!hydrated) return <Spinner label={label} />;
  if (!isAuthenticated) return <Navigate to={paths.login(pathname + search)} replace />;
  return <>{children}</>;
}
