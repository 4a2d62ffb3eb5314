import { useMessages } from '@marketplace/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DesignCard } from '@marketplace/shared/catalogue-cards';
import type { InteriorDesign } from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import { HeartFilledIcon, HeartIcon, SearchIcon } from '@marketplace/shared/icons';
import { CallButton, WhatsAppButton } from '../../../components/ExternalContactLinks';
import { PriceAction } from '../../../components/price-action/PriceAction';
import { StatusPanel } from '@marketplace/shared/status-panel';
import type { InteriorCatalogue } from '../hooks/use-interior-catalogue';
import { interiorCatalogue } from '../catalogue';
import { CONSULTATION_TEXT, designInquiryText } from '../messages';
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

const Controls = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
`;

const IconButton = styled.button`
  min-width: 36px;
  min-height: 36px;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
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
  const M = useMessages(interiorCatalogue);
  const [quickView, setQuickView] = useState<InteriorDesign | null>(null);

  return (
    <>
      <p aria-live="polite">{summary}</p>
      {designs.length > 0 ? (
        <List $list={view === 'list'}>
          {designs.map((design) => (
            <li key={design.key}>
              <DesignCard
                design={design}
                view={view}
                controls={
                  <Controls>
                    <IconButton
                      aria-label={M.favouriteOf(design.name)}
                      aria-pressed={favourites.has(design.key)}
                      onClick={() => toggleFavourite(design.key)}
                    >
                      {favourites.has(design.key) ? <HeartFilledIcon /> : <HeartIcon />}
                    </IconButton>
                    <IconButton
                      aria-label={M.quickViewOf(design.name)}
                      onClick={() => setQuickView(design)}
                    >
                      {M.quickView}
                    </IconButton>
                  </Controls>
                }
                detailsLink={
                  <Link
                    to={paths.interiorDesign(design.slug)}
                    aria-label={M.viewDetailsOf(design.name)}
                  >
                    {M.viewDetails}
                  </Link>
                }
                priceAction={
                  <WhatsAppButton text={designInquiryText(design)} line={INTERIOR_WHATSAPP.inquiry}>
                    {M.inquire}
                  </WhatsAppButton>
                }
                actions={
                  <PriceAction item={{ ...design, kind: 'design' }} size="sm" variant="ghost" />
                }
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
