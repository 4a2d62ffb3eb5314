import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ServiceTile } from '@marketplace/shared/catalogue-cards';
import type { CatalogueService } from '@marketplace/shared/contracts-catalogue';
import { paths } from '@marketplace/shared/config';
import { focusRing, useMessages } from '@marketplace/shared/ui';
import { CarouselDots } from '../../../components/CarouselDots';
import { useVisibleCount } from '../hooks/use-viewport';
import type { IconSet } from '@marketplace/shared/icons';
import { homeCatalogue } from '../catalogue';

const Frame = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
`;

const Track = styled.ul<{ $offset: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  transform: translateX(-${({ $offset }) => $offset}%);
  transition: transform 400ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Item = styled.li<{ $visible: number }>`
  flex: 0 0 ${({ $visible }) => 100 / $visible}%;
  padding: ${({ theme }) => theme.space.sm};
`;

const ItemLink = styled(Link)`
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: inherit;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:hover strong {
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Arrow = styled.button`
  flex: 0 0 auto;
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  cursor: pointer;

  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Dots = styled(CarouselDots)`
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** The four bookable services, a page of 1 to 4 cards at a time depending on the window width. */
export function MostBookedCarousel({
  services,
  icons,
}: {
  services: readonly CatalogueService[];
  /** The icons the page draws (the services' picture fallbacks). */
  icons: IconSet;
}) {
  const t = useMessages(homeCatalogue);
  const visible = useVisibleCount();
  const [stored, setStored] = useState(0);
  const maxIndex = Math.max(0, services.length - visible);
  // Spec: the index stays within 0..items-visible. When a wider window lowers that bound, the
  // stored index is clamped right away (React's "adjust state while rendering" pattern), so the
  // carousel neither shows empty space now nor jumps back to the old position on a narrower one.
  if (stored > maxIndex) setStored(maxIndex);
  const index = Math.min(stored, maxIndex);
  const goTo = (next: number) => setStored(Math.min(Math.max(next, 0), maxIndex));
  // Spec: dots only on wider screens (640 px and up, where 2 or more cards show).
  const showDots = visible > 1 && maxIndex > 0;

  return (
    <div>
      <Frame>
        <Arrow
          type="button"
          aria-label={t.previousServices}
          disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          ‹
        </Arrow>
        <Viewport>
          <Track $offset={(index * 100) / visible}>
            {services.map((service, i) => {
              const onScreen = i >= index && i < index + visible;
              return (
                <Item
                  key={service.key}
                  $visible={visible}
                  aria-hidden={!onScreen}
                  inert={!onScreen}
                >
                  <ItemLink to={paths.service(service.slug)}>
                    <ServiceTile
                      service={service}
                      icons={icons}
                      eager={i < visible}
                      priority={i === 0}
                      priceLine={t.priceFrom}
                    />
                  </ItemLink>
                </Item>
              );
            })}
          </Track>
        </Viewport>
        <Arrow
          type="button"
          aria-label={t.nextServices}
          disabled={index >= maxIndex}
          onClick={() => goTo(index + 1)}
        >
          ›
        </Arrow>
      </Frame>
      {showDots ? (
        <Dots
          tone="onLight"
          count={maxIndex + 1}
          current={index}
          labelFor={t.goToPosition}
          onSelect={goTo}
        />
      ) : null}
    </div>
  );
}
