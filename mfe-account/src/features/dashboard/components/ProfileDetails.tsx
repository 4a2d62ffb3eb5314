import styled from 'styled-components';
import type { User } from '@marketplace/shared/session';
import { media } from '@marketplace/shared/ui';
import { formatMemberSince, orNotSpecified } from '../format';
import { DASHBOARD_MESSAGES, ROLE_LABELS } from '../messages';

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
  const rows: [string, string][] = [
    [DASHBOARD_MESSAGES.username, user.username],
    [DASHBOARD_MESSAGES.email, user.email],
    [DASHBOARD_MESSAGES.role, ROLE_LABELS[user.role]],
    [DASHBOARD_MESSAGES.department, orNotSpecified(user.department)],
    [DASHBOARD_MESSAGES.position, orNotSpecified(user.position)],
    [DASHBOARD_MESSAGES.memberSince, formatMemberSince(user.created_at)],
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
        <Pending role="status">{DASHBOARD_MESSAGES.pendingRequest(requested)}</Pending>
      ) : null}
    </>
  );
}
