// One listing waiting for review: its pictures, every field, its lister and the decisions made
// on it before, with Approve and Reject. The card stacks on a phone; on a wide screen the
// listing's facts sit beside the lister.
import { Fragment } from 'react';
import styled from 'styled-components';
import type { ReviewListing } from '@marketplace/shared/contracts-posting';
import { Button, media, useMessages } from '@marketplace/shared/ui';
import { commonCatalogue } from '../../../components/catalogue';
import { Item, ItemActions, ItemDetails } from '../../../components/Panel';
import { listingFields } from '../listing-fields';
import { reviewsCatalogue } from '../catalogue';
import { DecisionLine } from './DecisionLine';
import { Pictures } from './Pictures';

const Card = styled(Item)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }

  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Whole = styled.div`
  grid-column: 1 / -1;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Side = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const Decisions = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

export interface ReviewItemProps {
  listing: ReviewListing;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export function ReviewItem({ listing, busy, onApprove, onReject }: ReviewItemProps) {
  const t = useMessages(reviewsCatalogue);
  const common = useMessages(commonCatalogue);
  const { lister } = listing;
  return (
    <Card aria-label={listing.name}>
      <Whole>
        <h3>{listing.name}</h3>
        {listing.submitted_at && <Muted>{t.sent(common.time(listing.submitted_at))}</Muted>}
      </Whole>
      <Whole>
        <Pictures name={listing.name} images={listing.images} />
      </Whole>
      <section aria-label={t.details}>
        <ItemDetails>
          {listingFields(listing, t, common).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </ItemDetails>
      </section>
      <Side>
        <section aria-label={t.lister}>
          <h4>{t.lister}</h4>
          {lister ? (
            <>
              <p>
                {lister.name ?? lister.username}
                {lister.name ? ` (${lister.username})` : ''}
              </p>
              <p>{lister.email}</p>
            </>
          ) : (
            <Muted>{t.listerGone}</Muted>
          )}
          {listing.lister_phone && <p>{listing.lister_phone}</p>}
        </section>
        {listing.decisions.length > 0 && (
          <section aria-label={t.earlier}>
            <h4>{t.earlier}</h4>
            <Decisions>
              {listing.decisions.map((decision) => (
                <li key={decision.id}>
                  <DecisionLine decision={decision} />
                </li>
              ))}
            </Decisions>
          </section>
        )}
        <ItemActions>
          <Button disabled={busy} aria-label={t.approveListing(listing.name)} onClick={onApprove}>
            {t.approve}
          </Button>
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={t.rejectListing(listing.name)}
            onClick={onReject}
          >
            {t.reject}
          </Button>
        </ItemActions>
      </Side>
    </Card>
  );
}
