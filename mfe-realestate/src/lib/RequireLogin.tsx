// The lister's pages are for logged-in accounts: the shell sends a visitor without a stored session
// to log in before this remote loads (apps.json loginFirst). A stored session shows the page at
// once, while the start-up check asks the server about it (one round trip less before the page
// shows, as the cart does); a session that ends, because the server rejects its token then or
// later, is sent to log in too, and the login page brings the visitor back.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { useSession, useSessionHydrated } from '@marketplace/shared/session';
import { Spinner } from '@marketplace/shared/ui';

export function RequireLogin({ label, children }: { label: string; children: ReactNode }) {
  const hydrated = useSessionHydrated();
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  if (isAuthenticated) return <>{children}</>;
  if (!hydrated) return <Spinner label={label} />;
  return <Navigate to={paths.login(pathname + search)} replace />;
}
