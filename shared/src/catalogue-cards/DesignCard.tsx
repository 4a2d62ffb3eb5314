import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { formatInr } from '@marketplace/shared/config';
import { priceText, type InteriorDesign } from '@marketplace/shared/contracts-catalogue';
import { StarIcon, TimerIcon } from '@marketplace/shared/icons';
import { DesignPicture } from './DesignPicture';
import { CardFooterRow, CardNote, CardPicture } from './frame-extras';
import { useMessages } from '@marketplace/shared/ui';
import { cardCatalogue } from './catalogue';
import { savingOf } from './saving';

/** At most three features on a card, then '+N more' (docs/product/catalogue.md "Interior design"). */
const CARD_FEATURES = 3;

export type DesignCardView = 'grid' | 'list';

const Frame = styled.article<{ $view: DesignCardView }>`
  display: grid;
  /* minmax(0, ...) lets the column shrink below the image's intrinsic 400 px width. */
  grid-template-columns: minmax(0, 1fr);
  overflow: hidden;
  height: 100%;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ $view, theme }) =>
    $view === 'list' &&
    css`
      @media (min-width: ${theme.breakpoints.md}px) {
        grid-template-columns: 320px minmax(0, 1fr);
      }
    `}
`;

const Overlay = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space.sm};
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

const Pill = styled.span<{ $tone: 'save' | 'info' }>`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $tone }) => ($tone === 'save' ? '#ffffff' : theme.colors.primary)};
  background: ${({ theme, $tone }) => ($tone === 'save' ? theme.colors.success : theme.colors.background)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const Features = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PriceRow = styled(CardFooterRow)`
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }

  s {
    margin-left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface DesignCardProps {
  design: InteriorDesign;
  view?: DesignCardView;
  /** Buttons over the picture (favourite, Quick View on the page). */
  controls?: ReactNode;
  /** The link to the design's page. */
  detailsLink?: ReactNode;
  /** Beside the price (INQUIRE on the page). */
  priceAction?: ReactNode;
  /** Under the price (the booking action on the page). */
  actions?: ReactNode;
}

/** A design of the catalogue section (docs/product/catalogue.md "Interior design"). */
export function DesignCard({
  design,
  view = 'grid',
  controls,
  detailsLink,
  priceAction,
  actions,
}: DesignCardProps) {
  const t = useMessages(cardCatalogue);
  const saving = savingOf(design);
  const extra = design.features.length - CARD_FEATURES;
  const id = design.key.replace(':', '-');

  return (
    <Frame $view={view} aria-labelledby={`${id}-name`}>
      <CardPicture>
        <DesignPicture picture={design.picture} name={design.name} />
        <Overlay>
          <div>
            {saving !== null && <Pill $tone="save">{t.save(formatInr(saving))}</Pill>}
            <Pill $tone="info">{t.projects(design.portfolio)}</Pill>
          </div>
          {controls}
        </Overlay>
      </CardPicture>
      <Body>
        <h3 id={`${id}-name`}>{design.name}</h3>
        <CardNote>
          <TimerIcon /> {design.duration}
        </CardNote>
        <p>{design.description}</p>
        <Features>
          {design.features.slice(0, CARD_FEATURES).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {extra > 0 && <li>{t.more(extra)}</li>}
        </Features>
        <CardNote>
          <StarIcon /> {design.rating} ({t.reviews(design.reviews)})
        </CardNote>
        {detailsLink}
        <PriceRow>
          <p>
            <strong>{priceText(design.price)}</strong>
            {saving !== null && design.originalPrice !== null && (
              <s aria-label={`${t.originalPrice} ${formatInr(design.originalPrice)}`}>
                {formatInr(design.originalPrice)}
              </s>
            )}
          </p>
          {priceAction}
        </PriceRow>
        {actions}
      </Body>
    </Frame>
  );
}
