// My listings (docs/product/real-estate.md): the account's listings in every status with their
// views and leads, and the moves: edit (a sent listing becomes a draft again), mark sold or
// rented, renew, delete.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@marketplace/shared/api-client';
import {
  canMove,
  type MyListing,
  type MyListingsResponse,
} from '@marketplace/shared/contracts-posting';
import { StatusPanel } from '@marketplace/shared/status-panel';
import {
  Button,
  PageContainer,
  PageHeading,
  PathLink,
  Spinner,
  notify,
  useMessages,
} from '@marketplace/shared/ui';
import { deleteListing, fetchMyListings, moveListing } from '../../../lib/lister-api';
import { RequireLogin } from '../../../lib/RequireLogin';
import { myListingsCatalogue } from '../catalogue';
import { ListingItem, type ListingActions } from './ListingItem';
import { ownPaths } from '../../../lib/own-paths';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space['2xl']};
  padding: 0;
  list-style: none;
`;

const messageOf = (error: unknown) => (isApiError(error) ? error.message : String(error));

function Listings() {
  const t = useMessages(myListingsCatalogue).text;
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<MyListingsResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(() => {
    fetchMyListings().then(
      (listings) => {
        setProblem(null);
        setAnswer(listings);
      },
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, []);
  useEffect(load, [load]);

  const run = (call: Promise<{ msg?: string } | string>) =>
    call.then(
      (done) => {
        const msg = typeof done === 'string' ? done : done.msg;
        if (msg) notify.success(msg);
        load();
      },
      (error: unknown) => notify.error(messageOf(error)),
    );

  const actions: ListingActions = {
    onEdit: (listing: MyListing) => {
      if (canMove('save', listing.status)) {
        navigate(ownPaths.postProperty(listing.id));
        return;
      }
      if (!window.confirm(t.confirmReopen)) return;
      moveListing(listing.id, 'reopen').then(
        () => navigate(ownPaths.postProperty(listing.id)),
        (error: unknown) => notify.error(messageOf(error)),
      );
    },
    onMove: (listing, move) => void run(moveListing(listing.id, move)),
    onDelete: (listing) => {
      if (window.confirm(t.confirmDelete(listing.name))) {
        void run(deleteListing(listing.id));
      }
    },
  };

  if (problem) {
    return (
      <StatusPanel
        framed
        tone="danger"
        title={t.errorTitle}
        actions={<Button onClick={load}>{t.tryAgain}</Button>}
      >
        {problem}
      </StatusPanel>
    );
  }
  if (!answer) return <Spinner label={t.loading} />;
  return (
    <>
      <Top>
        <p>{t.active(answer.active, answer.active_limit)}</p>
        <Button as={PathLink} to={ownPaths.postProperty()}>
          {t.post}
        </Button>
      </Top>
      {answer.data.length === 0 ? (
        <StatusPanel framed title={t.emptyTitle}>
          {t.empty}
        </StatusPanel>
      ) : (
        <List>
          {answer.data.map((listing) => (
            <ListingItem key={listing.id} listing={listing} actions={actions} />
          ))}
        </List>
      )}
    </>
  );
}

export default function MyListingsPage() {
  const t = useMessages(myListingsCatalogue).text;
  return (
    <PageContainer>
      <PageHeading>{t.title}</PageHeading>
      <RequireLogin label={t.loading}>
        <Listings />
      </RequireLogin>
    </PageContainer>
  );
}
