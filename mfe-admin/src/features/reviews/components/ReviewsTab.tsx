// The Listing reviews tab (docs/product/admin.md "Listing reviews"): the listings waiting,
// oldest sent first, each approved in one click or rejected with a reason, and the latest
// decisions with who made them. The api decides who may moderate; its refusal shows here.
import { useState } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import type { ReviewListing } from '@marketplace/shared/contracts-posting';
import { Spinner, notify, useMessages } from '@marketplace/shared/ui';
import { ErrorBanner } from '../../../components/Banner';
import { Pager } from '../../../components/Pager';
import { ItemList } from '../../../components/Panel';
import { errorMessage } from '../../../lib/error-message';
import { DECISIONS_KEY, decideListing, fetchDecisions } from '../api/listing-reviews';
import { REVIEW_PAGE_SIZE, fetchReviewQueue, reviewQueueKey } from '../api/review-queue';
import { reviewsCatalogue } from '../catalogue';
import { DecisionLine } from './DecisionLine';
import { RejectDialog } from './RejectDialog';
import { ReviewItem } from './ReviewItem';

const History = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

function RecentDecisions() {
  const t = useMessages(reviewsCatalogue);
  const decisions = useSWR(DECISIONS_KEY, fetchDecisions);
  return (
    <History aria-label={t.decisionsHeading}>
      <h2>{t.decisionsHeading}</h2>
      {decisions.error && <ErrorBanner>{errorMessage(decisions.error)}</ErrorBanner>}
      {!decisions.data && !decisions.error && <Spinner label={t.loading} />}
      {decisions.data?.length === 0 && <p>{t.decisionsNone}</p>}
      {decisions.data && decisions.data.length > 0 && (
        <ul>
          {decisions.data.map((decision) => (
            <li key={decision.id}>
              <DecisionLine decision={decision} named />
            </li>
          ))}
        </ul>
      )}
    </History>
  );
}

export function ReviewsTab() {
  const t = useMessages(reviewsCatalogue);
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ReviewListing | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const queue = useSWR(reviewQueueKey(page), () => fetchReviewQueue(page));
  const { mutate } = useSWRConfig();

  /** Sends the decision; true once the api took it. A refusal reloads the queue either way. */
  const decide = async (listing: ReviewListing, reason: string | null): Promise<boolean> => {
    setBusyId(listing.id);
    try {
      notify.success(`${listing.name}: ${await decideListing(listing.id, reason)}`);
      return true;
    } catch (failure) {
      const message = errorMessage(failure);
      if (reason === null) setError(message);
      else setRejectError(message);
      return false;
    } finally {
      setBusyId(null);
      // The tab's label counts page 1's total, whichever page is open.
      const [fresh] = await Promise.all([
        queue.mutate(),
        page === 1 ? undefined : mutate(reviewQueueKey(1)),
        mutate(DECISIONS_KEY),
      ]);
      // Deciding the last listing of a later page leaves that page empty: show the one before.
      if (page > 1 && fresh?.data.length === 0) setPage(page - 1);
    }
  };

  const approve = (listing: ReviewListing) => {
    setError(null);
    void decide(listing, null);
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    setRejectError(null);
    if (await decide(rejecting, reason)) setRejecting(null);
  };

  const listError = queue.error ? errorMessage(queue.error) : null;
  const listings = queue.data?.data;
  return (
    <section aria-label={t.heading}>
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {(error ?? listError) && <ErrorBanner>{error ?? listError}</ErrorBanner>}
      {!queue.data && !listError && <Spinner label={t.loading} />}
      {listings?.length === 0 && <p>{t.none}</p>}
      {listings && listings.length > 0 && (
        <ItemList>
          {listings.map((listing) => (
            <ReviewItem
              key={listing.id}
              listing={listing}
              busy={busyId === listing.id}
              onApprove={() => approve(listing)}
              onReject={() => {
                setRejectError(null);
                setRejecting(listing);
              }}
            />
          ))}
        </ItemList>
      )}
      {queue.data && (
        <Pager
          page={page}
          total={queue.data.total}
          limit={REVIEW_PAGE_SIZE}
          label={t.pages}
          onPage={setPage}
        />
      )}
      <RejectDialog
        key={rejecting?.id ?? 'closed'}
        name={rejecting?.name ?? null}
        busy={rejecting !== null && busyId === rejecting.id}
        error={rejectError}
        onSend={(reason) => void reject(reason)}
        onCancel={() => setRejecting(null)}
      />
      {queue.data && <RecentDecisions />}
    </section>
  );
}
