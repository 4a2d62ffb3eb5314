// The spec's three cards (Quick Actions, Reports, Settings) with real links instead of inert
// boxes: see docs/decisions/account-dashboard-cards.md.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { useCart, type User } from '@marketplace/shared/session';
import { media } from '@marketplace/shared/ui';
import { CARD_MESSAGES, ROLE_LABELS } from '../messages';

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
  const { totalItems } = useCart();
  const canManage = user.role === 'manager' || user.role === 'admin';
  return (
    <Grid>
      <Card aria-labelledby="card-quick-actions">
        <h2 id="card-quick-actions">{CARD_MESSAGES.quickActions}</h2>
        <p>{CARD_MESSAGES.quickActionsIntro}</p>
        <ul>
          <li>
            <Link to={paths.cart()}>{CARD_MESSAGES.myCart}</Link>
          </li>
          <li>
            <Link to={paths.bookings()}>{CARD_MESSAGES.myBookings}</Link>
          </li>
          <li>
            <Link to={paths.realEstate()}>{CARD_MESSAGES.browseProperties}</Link>
          </li>
          <li>
            <Link to={paths.wishlist()}>{CARD_MESSAGES.savedProperties}</Link>
          </li>
          <li>
            {/* A literal: the previous shell's shared `paths` lacks it (docs/decisions/version-skew.md). */}
            <Link to="/saved-searches">{CARD_MESSAGES.savedSearches}</Link>
          </li>
          <li>
            <Link to={paths.maintenance()}>{CARD_MESSAGES.bookMaintenance}</Link>
          </li>
          <li>
            <Link to={paths.homecare()}>{CARD_MESSAGES.homecare}</Link>
          </li>
        </ul>
      </Card>
      <Card aria-labelledby="card-reports">
        <h2 id="card-reports">{CARD_MESSAGES.reports}</h2>
        <p>{CARD_MESSAGES.accessSummary(ROLE_LABELS[user.role])}</p>
        <ul>
          <li>
            <Link to={paths.cart()}>{CARD_MESSAGES.cartSummary(totalItems)}</Link>
          </li>
          {canManage ? (
            <li>
              <Link to={paths.admin()}>{CARD_MESSAGES.propertyReports}</Link>
            </li>
          ) : null}
        </ul>
      </Card>
      <Card aria-labelledby="card-settings">
        <h2 id="card-settings">{CARD_MESSAGES.settings}</h2>
        <p>{CARD_MESSAGES.settingsIntro}</p>
        <ul>
          <li>
            <Link to={paths.forgotPassword()} aria-describedby="change-password-hint">
              {CARD_MESSAGES.changePassword}
            </Link>
            <p id="change-password-hint">{CARD_MESSAGES.changePasswordHint}</p>
          </li>
          <li>
            <Link to={paths.privacyPolicy()}>{CARD_MESSAGES.privacy}</Link>
          </li>
          <li>
            <Link to={paths.termsAndConditions()}>{CARD_MESSAGES.terms}</Link>
          </li>
        </ul>
      </Card>
    </Grid>
  );
}
