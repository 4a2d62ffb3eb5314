import { useEffect, useRef, useState } from 'react';
import { FURNITURE_CATEGORIES } from '@marketplace/shared/catalogue';
import { Button } from '@marketplace/shared/ui';
import { CardGrid, Section, SectionIntro, SectionTitle } from '../../../components/section';
import { INTERIOR_MESSAGES as M } from '../messages';
import { ToggleButton, ToggleRow } from './controls';
import { FurnitureCard } from './FurnitureCard';

/** Cards shown before 'Load More Designs' reveals the rest of the tab. */
const FURNITURE_INITIAL_COUNT = 3;

/** The second section of /interior: the furniture category tabs (docs/product/catalogue.md "Interior design"). */
export function FurnitureSection() {
  const [activeId, setActiveId] = useState(FURNITURE_CATEGORIES[0]?.id ?? '');
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
  if (!active) return null;

  const items = showAll ? active.items : active.items.slice(0, FURNITURE_INITIAL_COUNT);

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
            {category.name}
          </ToggleButton>
        ))}
      </ToggleRow>
      <SectionIntro>{active.description}</SectionIntro>
      <CardGrid ref={grid} aria-label={active.name}>
        {items.map((item) => (
          <li key={item.id}>
            <FurnitureCard item={item} category={active.name} />
          </li>
        ))}
      </CardGrid>
      {!showAll && active.items.length > FURNITURE_INITIAL_COUNT && (
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
