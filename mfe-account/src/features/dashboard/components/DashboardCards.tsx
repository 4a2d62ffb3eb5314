// The spec's three cards (Quick Actions, Reports, Settings) with real links instead of inert
// boxes: see docs/decisions/account-dashboard-cards.md.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { useCart, type User } from '@marketplace/shared/session';
import { media, useMessages } from '@marketplace/shared/ui';
import { dashboardCatalogue } from '../catalogue';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    min-height: 44px;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export function DashboardCards({ user }: { user: User }) {
  const t = useMessages(dashboardCatalogue);
  const { totalItems } = useCart();
  const canManage = user.role === 'manager' || user.role === 'admin';
  return (
    <Grid>
      <Card aria-labelledby="card-quick-actions">
        <h2 id="card-quick-actions">{t.cards.quickActions}</h2>
        <p>{t.cards.quickActionsIntro}</p>
        <ul>
          <li>
            <Link to={paths.cart()}>{t.cards.myCart}</Link>
          </li>
          <li>
            <Link to={paths.bookings()}>{t.cards.myBookings}</Link>
          </li>
          <li>
            <Link to={paths.realEstate()}>{t.cards.browseProperties}</Link>
          </li>
          <li>
            <Link to={paths.wishlist()}>{t.cards.savedProperties}</Link>
          </li>
          <li>
            {/* A literal: the previous shell's shared `paths` lacks it (docs/decisions/version-skew.md). */}
            <Link to="/saved-searches">{t.cards.savedSearches}</Link>
          </li>
          <li>
            <Link to={paths.maintenance()}>{t.cards.bookMaintenance}</Link>
          </li>
          <li>
            <Link to={paths.homecare()}>{t.cards.homecare}</Link>
          </li>
        </ul>
      </Card>
      <Card aria-labelledby="card-reports">
        <h2 id="card-reports">{t.cards.reports}</h2>
        <p>{t.cards.accessSummary(t.roles[user.role])}</p>
        <ul>
          <li>
            <Link to={paths.cart()}>{t.cards.cartSummary(totalItems)}</Link>
          </li>
          {canManage ? (
            <li>
              <Link to={paths.admin()}>{t.cards.propertyReports}</Link>
            </li>
          ) : null}
        </ul>
      </Card>
      <Card aria-labelledby="card-settings">
        <h2 id="card-settings">{t.cards.settings}</h2>
        <p>{t.cards.settingsIntro}</p>
        <ul>
          <li>
            <Link to={paths.forgotPassword()} aria-describedby="change-password-hint">
              {t.cards.changePassword}
            </Link>
            <p id="change-password-hint">{t.cards.changePasswordHint}</p>
          </li>
          <li>
            <Link to={paths.privacyPolicy()}>{t.cards.privacy}</Link>
          </li>
          <li>
            <Link to={paths.termsAndConditions()}>{t.cards.terms}</Link>
          </li>
        </ul>
      </Card>
    </Grid>
  );
}
