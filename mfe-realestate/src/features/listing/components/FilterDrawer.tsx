// The filters below 640 px: a drawer sliding in from the left, built on the shared Modal (focus
// trapped inside, Escape and the backdrop close it, focus returns to the Filters button).
import { memo } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, useMessages } from '@marketplace/shared/ui';
import { Modal } from '@marketplace/shared/modal';
import { listingCatalogue } from '../catalogue';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const Drawer = styled(Modal)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(88vw, 360px);
  max-width: none;
  max-height: none;
  border-radius: 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0;
  animation: ${slideIn} ${({ theme }) => theme.transitions.normal};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface FilterDrawerProps extends FilterPanelProps {
  open: boolean;
  onClose: () => void;
}

/** Memoised like FilterPanel: closed, it should cost nothing when the listing's answer arrives. */
export const FilterDrawer = memo(function FilterDrawer({
  open,
  onClose,
  ...panel
}: FilterDrawerProps) {
  const { listing: t } = useMessages(listingCatalogue);
  return (
    <Drawer open={open} onClose={onClose} title={t.filters} closeLabel={t.closeFilters}>
      <FilterPanel {...panel} />
      <Button fullWidth onClick={onClose} style={{ marginTop: '0.5rem' }}>
        {t.showResults}
      </Button>
    </Drawer>
  );
});
