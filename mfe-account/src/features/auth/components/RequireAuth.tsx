// The authentication guard of /dashboard and /cart (docs/product/accounts.md "Session"): a spinner while
// the stored session is being checked, the login page (remembering where the user was going)
// when nobody is logged in, the page otherwise.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { useSession, useSessionHydrated } from '@marketplace/shared/session';
import { Spinner, useMessages } from '@marketplace/shared/ui';
import { guardCatalogue } from '../guard/catalogue';

export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useMessages(guardCatalogue);
  const hydrated = useSessionHydrated();
  const { isAuthenticated } = useSession();
  const location = useLocation();

  if (!hydrated) return <Spinner label={t.checking} />;
  if (!isAuthenticated) {
    return (
      <Navigate
        to={paths.login()}
        replace
        state={{ from: { pathname: location.pathname, search: location.search } }}
      />
    );
  }
  return <>{children}</>;
}
