// The list area: spinner on the first load, the error panel with Try Again, the empty state,
// or a page of cards (the previous page stays, dimmed, while the next one loads).
import { memo } from 'react';
import styled from 'styled-components';
import type { PropertyListResponse } from '@marketplace/shared/contracts-properties';
import { Button, Spinner, useMessages } from '@marketplace/shared/ui';
import { PropertyCard } from '../../../components/PropertyCard';
import { PropertyGrid } from '../../../components/PropertyGrid';
import { StatusPanel } from '@marketplace/shared/status-panel';
import type { Wishlist } from '../../../lib/wishlist/use-wishlist';
import { listingCatalogue } from '../catalogue';

const Results = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity ${({ theme }) => theme.transitions.fast};
  will-change: opacity;
`;

/** Cards of the first rows load their picture at once; later ones lazily. */
const EAGER_CARDS = 3;

export interface ListingResultsProps {
  data: PropertyListResponse | undefined;
  error: Error | undefined;
  isLoading: boolean;
  isStale: boolean;
  wishlist: Wishlist;
  onRetry: () => void;
  onClear: () => void;
}

/** Memoised: a filter click re-renders the page, the list only when its own props change. */
export const ListingResults = memo(function ListingResults({
  data,
  error,
  isLoading,
  isStale,
  wishlist,
  onRetry,
  onClear,
}: ListingResultsProps) {
  const { listing: t } = useMessages(listingCatalogue);
  if (error && !isLoading) {
    return (
      <StatusPanel
        framed
        tone="danger"
        title={t.errorTitle}
        actions={<Button onClick={onRetry}>{t.tryAgain}</Button>}
      >
        {error.message}
      </StatusPanel>
    );
  }
  if (!data) return <Spinner label={t.loading} />;
  if (data.data.length === 0) {
    return (
      <StatusPanel
        framed
        title={t.emptyTitle}
        actions={<Button onClick={onClear}>{t.clearAll}</Button>}
      >
        {t.emptyHint}
      </StatusPanel>
    );
  }
  return (
    <Results $stale={isStale} aria-busy={isStale}>
      <PropertyGrid>
        {/* Keyed by position: a new page reuses the previous page's card elements and only
            changes their content, much cheaper than building 24 cards anew (filter repaint in
            bench/realestate-ui.mjs). Per-card state is keyed by property inside the card. */}
        {data.data.map((property, index) => (
          <li key={index}>
            <PropertyCard
              property={property}
              wishlist={wishlist}
              eager={index < EAGER_CARDS}
              priority={index === 0}
            />
          </li>
        ))}
      </PropertyGrid>
    </Results>
  );
});
