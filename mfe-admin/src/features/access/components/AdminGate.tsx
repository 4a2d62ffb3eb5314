// Who may use /admin (docs/product/admin.md): managers and admins. A logged-out visitor goes to
// /login and comes back here afterwards; anyone else sees 'Admin access required'. The decision
// waits for the start-up session check, which also refreshes the user's role (an approval takes
// effect at the next page load without logging in again).
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { useSession, useSessionHydrated, type User } from '@marketplace/shared/session';
import { PageContainer, PageHeading, Spinner, useMessages } from '@marketplace/shared/ui';
import { accessCatalogue } from './catalogue';

const Explanation = styled.p`
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function canAdminister(user: Pick<User, 'role'> | null): boolean {
  return user?.role === 'manager' || user?.role === 'admin';
}

function AccessRequired() {
  const t = useMessages(accessCatalogue);
  return (
    <PageContainer>
      <PageHeading>{t.required}</PageHeading>
      <Explanation>{t.explanation}</Explanation>
      <Link to={paths.home()}>{t.home}</Link>
    </PageContainer>
  );
}

export function AdminGate({ children }: { children: ReactNode }) {
  const t = useMessages(accessCatalogue);
  const hydrated = useSessionHydrated();
  const { user, token } = useSession();
  const location = useLocation();
  if (!hydrated) return <Spinner label={t.loading} />;
  if (!token || !user) {
    return <Navigate replace to={paths.login(location.pathname + location.search)} />;
  }
  if (!canAdminister(user)) return <AccessRequired />;
  return <>{children}</>;
}
