import styled from 'styled-components';
import type { User } from '@marketplace/shared/session';
import { media, useLanguage, useMessages } from '@marketplace/shared/ui';
import { formatMemberSince, orNotSpecified } from '../format';
import { dashboardCatalogue } from '../catalogue';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const Pending = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The spec's details: username, email, role, department, position and member since. */
export function ProfileDetails({ user }: { user: User }) {
  const t = useMessages(dashboardCatalogue);
  const { language } = useLanguage();
  const rows: [string, string][] = [
    [t.page.username, user.username],
    [t.page.email, user.email],
    [t.page.role, t.roles[user.role]],
    [t.page.department, orNotSpecified(user.department, t.page.notSpecified)],
    [t.page.position, orNotSpecified(user.position, t.page.notSpecified)],
    [t.page.memberSince, formatMemberSince(user.created_at, language, t.page.notAvailable)],
  ];
  const requested = user.requested_role;
  return (
    <>
      <List>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
      {requested && requested !== 'user' && requested !== user.role ? (
        <Pending role="status">{t.page.pendingRequest(requested)}</Pending>
      ) : null}
    </>
  );
}
