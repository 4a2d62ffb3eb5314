// One of the lister's listings: its cover, name, price, status (with the reason of a rejection),
// views, phone reveals and leads, and the moves its status allows.
import { useState } from 'react';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { canMove, type MyListing } from '@marketplace/shared/contracts-posting';
import type { ListingStatus } from '@marketplace/shared/contracts-properties';
import { Button, PathLink, useMessages } from '@marketplace/shared/ui';
import { cardCatalogue, type CardTexts } from '../../../components/catalogue';
import { myListingsCatalogue, type MyListingsTexts } from '../catalogue';
import { LeadsList } from './LeadsList';

const Card = styled.li`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  @media (max-width: 479px) {
    grid-template-columns: 1fr;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Cover = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const STATUS_COLOURS: Record<ListingStatus, string> = {
  draft: '#4a5568',
  pending: '#b54708',
  live: '#067647',
  rejected: '#b42318',
  sold: '#175cd3',
  rented: '#175cd3',
  expired: '#4a5568',
};

const Status = styled.span<{ $status: ListingStatus }>`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ $status }) => STATUS_COLOURS[$status]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reason = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Leads = styled.div`
  grid-column: 1 / -1;
`;

export interface ListingActions {
  onEdit: (listing: MyListing) => void;
  onMove: (listing: MyListing, move: 'renew' | 'close') => void;
  onDelete: (listing: MyListing) => void;
}

function statusNote(
  listing: MyListing,
  t: MyListingsTexts['text'],
  facts: CardTexts['facts'],
): string | null {
  if (listing.status === 'draft') return t.draft;
  if (listing.status === 'pending') return t.pending;
  if (listing.status === 'expired') return t.expired;
  if (listing.status === 'live' && listing.expires_at) {
    return t.expires(facts.date(listing.expires_at));
  }
  return null;
}

export function ListingItem({ listing, actions }: { listing: MyListing; actions: ListingActions }) {
  const t = useMessages(myListingsCatalogue).text;
  const facts = useMessages(cardCatalogue).facts;
  const [showLeads, setShowLeads] = useState(false);
  const note = statusNote(listing, t, facts);
  const name = listing.name || t.untitled;
  return (
    <Card aria-label={name}>
      <Cover>{listing.images[0] ? <img src={listing.images[0]} alt="" /> : null}</Cover>
      <Body>
        <Status $status={listing.status}>{facts.labels.statuses[listing.status]}</Status>
        <h2>
          {listing.status === 'live' ? (
            <PathLink to={paths.propertyDetails(listing.id)}>{name}</PathLink>
          ) : (
            name
          )}
        </h2>
        <p>
          {[listing.location, listing.price_value === null ? null : facts.price(listing)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {listing.status === 'rejected' && listing.rejection_reason ? (
          <Reason>
            <strong>{t.rejectedBecause}</strong> {listing.rejection_reason}
          </Reason>
        ) : null}
        {note ? <Muted>{note}</Muted> : null}
        <Muted>
          {t.views(listing.views)} · {t.reveals(listing.phone_reveals)} ·{' '}
          {t.leads(listing.leads, listing.open_leads)}
        </Muted>
        <Actions>
          <Button size="sm" onClick={() => actions.onEdit(listing)}>
            {canMove('save', listing.status) ? t.continue : t.edit}
          </Button>
          {canMove('close', listing.status) ? (
            <Button size="sm" variant="secondary" onClick={() => actions.onMove(listing, 'close')}>
              {t.close(listing.purpose)}
            </Button>
          ) : null}
          {listing.status === 'expired' ? (
            <Button size="sm" variant="secondary" onClick={() => actions.onMove(listing, 'renew')}>
              {t.renew}
            </Button>
          ) : null}
          {listing.leads > 0 ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={showLeads}
              onClick={() => setShowLeads((open) => !open)}
            >
              {showLeads ? t.hideLeads : t.showLeads}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => actions.onDelete(listing)}>
            {t.delete}
          </Button>
        </Actions>
      </Body>
      {showLeads ? (
        <Leads>
          <LeadsList listingId={listing.id} listingName={name} />
        </Leads>
      ) : null}
    </Card>
  );
}
