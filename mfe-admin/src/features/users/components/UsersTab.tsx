// The Users tab (admin only): verified accounts waiting for a manager or admin role, with Approve
// and Reject. An approved account gets the role at its next page load (the session check).
import { useState } from 'react';
import useSWR from 'swr';
import { isApiError } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts';
import { Button, Spinner, useMessages } from '@marketplace/shared/ui';
import { ErrorBanner, SuccessBanner } from '../../../components/Banner';
import { Item, ItemActions, ItemList } from '../../../components/Panel';
import { useFlash } from '../../../lib/use-flash';
import { decideRoleRequest, fetchRoleRequests } from '../api/role-requests';
import { usersCatalogue } from '../catalogue';

export function UsersTab() {
  const t = useMessages(usersCatalogue);
  const requests = useSWR('admin-role-requests', fetchRoleRequests);
  const [success, flash] = useFlash();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<number | null>(null);

  const decide = async (userId: number, decision: 'approve' | 'reject') => {
    setPending(userId);
    setError(null);
    try {
      flash(await decideRoleRequest(userId, decision));
      await requests.mutate();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : ERROR_DEFAULTS.generic);
    } finally {
      setPending(null);
    }
  };

  const listError = requests.error
    ? isApiError(requests.error)
      ? requests.error.message
      : ERROR_DEFAULTS.generic
    : null;

  return (
    <section aria-label={t.label}>
      <h2>{t.heading}</h2>
      {success && <SuccessBanner>{success}</SuccessBanner>}
      {(error ?? listError) && <ErrorBanner>{error ?? listError}</ErrorBanner>}
      {!requests.data && !listError && <Spinner label={t.loading} />}
      {requests.data?.length === 0 && <p>{t.none}</p>}
      {requests.data && requests.data.length > 0 && (
        <ItemList>
          {requests.data.map((user) => (
            <Item key={user.id} aria-label={user.username}>
              <div>
                <h3>{user.name || user.username}</h3>
                <p>
                  {user.username} · {user.email}
                </p>
                <p>
                  {t.requestedRole}{' '}
                  <strong>{t.roles[user.requested_role ?? ''] ?? user.requested_role}</strong>
                </p>
                <p>{t.registered(user.created_at)}</p>
              </div>
              <ItemActions>
                <Button
                  size="sm"
                  disabled={pending === user.id}
                  aria-label={t.approveUser(user.username)}
                  onClick={() => void decide(user.id, 'approve')}
                >
                  {t.approve}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={pending === user.id}
                  aria-label={t.rejectUser(user.username)}
                  onClick={() => void decide(user.id, 'reject')}
                >
                  {t.reject}
                </Button>
              </ItemActions>
            </Item>
          ))}
        </ItemList>
      )}
    </section>
  );
}
