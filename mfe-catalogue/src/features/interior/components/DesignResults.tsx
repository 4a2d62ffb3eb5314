import { useState } from 'react';
import styled from 'styled-components';
import type { InteriorDesign } from '@marketplace/shared/catalogue';
import { SearchIcon } from '@marketplace/shared/icons';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { StatusPanel } from '@marketplace/shared/status-panel';
import type { InteriorCatalogue } from '../hooks/use-interior-catalogue';
import { CONSULTATION_TEXT, INTERIOR_MESSAGES as M } from '../messages';
import { DesignCard } from './DesignCard';
import { INTERIOR_WHATSAPP } from './interior-contact';
import { QuickViewModal } from './QuickViewModal';

const List = styled.ul<{ $list: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: ${({ $list }) => ($list ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CustomCard = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

type DesignResultsProps = Pick<
  InteriorCatalogue,
  'designs' | 'summary' | 'search' | 'view' | 'favourites' | 'toggleFavourite'
>;

/** The result line, then the cards or the empty state, and the Quick View dialog. */
export function DesignResults({
  designs,
  summary,
  search,
  view,
  favourites,
  toggleFavourite,
}: DesignResultsProps) {
  const [quickView, setQuickView] = useState<InteriorDesign | null>(null);

  return (
    <>
      <p aria-live="polite">{summary}</p>
      {designs.length > 0 ? (
        <List $list={view === 'list'}>
          {designs.map((design) => (
            <li key={design.id}>
              <DesignCard
                design={design}
                view={view}
                favourite={favourites.has(design.id)}
                onToggleFavourite={toggleFavourite}
                onQuickView={setQuickView}
              />
            </li>
          ))}
        </List>
      ) : (
        <StatusPanel
          icon={SearchIcon}
          headingLevel={2}
          title={M.noDesigns}
          actions={
            <div>
              <h3>{M.customTitle}</h3>
              <p>{M.customBody}</p>
              <CustomCard>
                <WhatsAppButton text={CONSULTATION_TEXT} line={INTERIOR_WHATSAPP.inquiry}>
                  {M.customAction}
                </WhatsAppButton>
                <CallButton />
              </CustomCard>
            </div>
          }
        >
          {search.trim() ? M.emptyWithSearch : M.emptyCategory}
        </StatusPanel>
      )}
      <QuickViewModal design={quickView} onClose={() => setQuickView(null)} />
    </>
  );
}
