import { useEffect, useRef, useState } from 'react';
import { FurnitureCard } from '@marketplace/shared/catalogue-cards';
import {
  FURNITURE_CATEGORIES,
  type FurnitureCategoryId,
  type FurnitureItem,
} from '@marketplace/shared/contracts-catalogue';
import { Button, useMessages } from '@marketplace/shared/ui';
import { WhatsAppButton } from '../../../components/ExternalContactLinks';
import { PriceAction } from '../../../components/price-action/PriceAction';
import { CardGrid, Section, SectionIntro, SectionTitle } from '../../../components/section';
import { furnitureQuoteText } from '../messages';
import { interiorCatalogue } from '../catalogue';
import { ToggleButton, ToggleRow } from './controls';
import { INTERIOR_WHATSAPP } from './interior-contact';

/** Cards shown before 'Load More Designs' reveals the rest of the tab. */
const FURNITURE_INITIAL_COUNT = 3;

/** The second section of /interior: the furniture category tabs (docs/product/catalogue.md "Interior design"). */
export function FurnitureSection({ furniture }: { furniture: readonly FurnitureItem[] }) {
  const M = useMessages(interiorCatalogue);
  const [activeId, setActiveId] = useState<FurnitureCategoryId>(FURNITURE_CATEGORIES[0].id);
  const [showAll, setShowAll] = useState(false);
  const grid = useRef<HTMLUListElement>(null);
  const focusFirstRevealed = useRef(false);

  // The Load More button disappears when pressed: move focus to the first card it revealed.
  useEffect(() => {
    if (!showAll || !focusFirstRevealed.current) return;
    focusFirstRevealed.current = false;
    grid.current?.children[FURNITURE_INITIAL_COUNT]?.querySelector<HTMLElement>(
      'button, a',
    )?.focus();
  }, [showAll]);
  const active = FURNITURE_CATEGORIES.find((c) => c.id === activeId) ?? FURNITURE_CATEGORIES[0];
  const inTab = furniture.filter((item) => item.category === active.id);
  const items = showAll ? inTab : inTab.slice(0, FURNITURE_INITIAL_COUNT);

  return (
    <Section aria-labelledby="furniture-heading">
      <SectionTitle id="furniture-heading">{M.furnitureHeading}</SectionTitle>
      <ToggleRow
        role="group"
        aria-label={M.furnitureTabsLabel}
        style={{ justifyContent: 'center' }}
      >
        {FURNITURE_CATEGORIES.map((category) => (
          <ToggleButton
            key={category.id}
            type="button"
            aria-pressed={category.id === active.id}
            onClick={() => {
              setActiveId(category.id);
              setShowAll(false);
            }}
          >
            {M.furnitureNames[category.id]}
          </ToggleButton>
        ))}
      </ToggleRow>
      <SectionIntro>{M.furnitureTabs[active.id]}</SectionIntro>
      <CardGrid ref={grid} aria-label={M.furnitureNames[active.id]}>
        {items.map((item) => (
          <li key={item.key}>
            <FurnitureCard
              item={item}
              actions={
                <>
                  <WhatsAppButton
                    text={furnitureQuoteText(item, active.name)}
                    line={INTERIOR_WHATSAPP.furnitureQuote}
                  >
                    {M.getQuote}
                  </WhatsAppButton>
                  <PriceAction item={{ ...item, kind: 'furniture', name: item.title }} size="sm" />
                </>
              }
            />
          </li>
        ))}
      </CardGrid>
      {!showAll && inTab.length > FURNITURE_INITIAL_COUNT && (
        <ToggleRow style={{ justifyContent: 'center', marginTop: '1.5rem' }}>
          <Button
            variant="secondary"
            onClick={() => {
              focusFirstRevealed.current = true;
              setShowAll(true);
            }}
          >
            {M.loadMore}
          </Button>
        </ToggleRow>
      )}
    </Section>
  );
}
