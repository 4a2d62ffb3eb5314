import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { displayName, useLogout, useSession } from '@marketplace/shared/session';
import { Button, PageContainer, PageHeading, notify, useMessages } from '@marketplace/shared/ui';
import { useProfile } from '../api/get-profile';
import { dashboardCatalogue } from '../catalogue';
import { DashboardCards } from './DashboardCards';
import { ProfileDetails } from './ProfileDetails';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Details = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /dashboard (behind the guard): welcome, details, Logout and the three cards (docs/product/accounts.md "Dashboard"). */
export default function DashboardPage() {
  const t = useMessages(dashboardCatalogue);
  const { user } = useSession();
  const { error } = useProfile();
  const logout = useLogout();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  // The guard renders this page only with a user; this covers the instant a session ends.
  if (!user) return null;

  const onLogout = async () => {
    setLoggingOut(true);
    // The session is cleared either way (docs/product/accounts.md "Session"), so the way on is
    // the login page, without the dashboard as a place to come back to.
    const { ok } = await logout(() => void navigate(paths.login(), { replace: true }));
    if (ok) notify.success(t.page.loggedOut);
    else notify.error(t.page.logoutFailed);
  };

  return (
    <PageContainer>
      <Header>
        <div>
          <PageHeading>{t.page.heading}</PageHeading>
          <p>{t.page.welcome(displayName(user))}</p>
        </div>
        <Button variant="ghost" onClick={() => void onLogout()} disabled={loggingOut}>
          {loggingOut ? t.page.loggingOut : t.page.logout}
        </Button>
      </Header>
      <Details aria-labelledby="dashboard-details">
        <h2 id="dashboard-details">{t.page.detailsHeading}</h2>
        <ProfileDetails user={user} />
        {error instanceof Error ? (
          <Notice role="status">{t.page.refreshFailed(error.message)}</Notice>
        ) : null}
      </Details>
      <DashboardCards user={user} />
    </PageContainer>
  );
}
