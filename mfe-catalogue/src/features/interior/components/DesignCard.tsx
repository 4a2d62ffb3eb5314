import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { InteriorDesign } from '@marketplace/shared/catalogue';
import { formatInr, paths } from '@marketplace/shared/config';
import { HeartFilledIcon, HeartIcon, StarIcon, TimerIcon } from '@marketplace/shared/icons';
import { AddToCartButton } from '../../../components/AddToCartButton';
import { WhatsAppButton } from '../../../components/ExternalContactLinks';
import type { ViewMode } from '../hooks/use-interior-catalogue';
import { INTERIOR_MESSAGES as M, designInquiryText, designSaving } from '../messages';
import { CardFooterRow, CardNote, CardPicture } from './card-layout';
import { DesignImage } from './DesignImage';
import { INTERIOR_WHATSAPP } from './interior-contact';

/** Spec 9: at most three features on a card, then '+N more'. */
const CARD_FEATURES = 3;

const Card = styled.article<{ $view: ViewMode }>`
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

const Media = CardPicture;

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

const Controls = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
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

const Muted = CardNote;

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

export interface DesignCardProps {
  design: InteriorDesign;
  view: ViewMode;
  favourite: boolean;
  onToggleFavourite: (id: string) => void;
  onQuickView: (design: InteriorDesign) => void;
}

/** A design of the catalogue section (docs/product/catalogue.md "Interior design"). */
export function DesignCard({
  design,
  view,
  favourite,
  onToggleFavourite,
  onQuickView,
}: DesignCardProps) {
  const saving = designSaving(design);
  const extra = design.features.length - CARD_FEATURES;

  return (
    <Card $view={view} aria-labelledby={`${design.id}-name`}>
      <Media>
        <DesignImage image={design.image} name={design.name} />
        <Overlay>
          <div>
            {saving !== null && <Pill $tone="save">Save {formatInr(saving)}</Pill>}
            <Pill $tone="info">{design.portfolio} projects</Pill>
          </div>
          <Controls>
            <IconButton
              aria-label={`Favourite ${design.name}`}
              aria-pressed={favourite}
              onClick={() => onToggleFavourite(design.id)}
            >
              {favourite ? <HeartFilledIcon /> : <HeartIcon />}
            </IconButton>
            <IconButton
              aria-label={`${M.quickView} of ${design.name}`}
              onClick={() => onQuickView(design)}
            >
              {M.quickView}
            </IconButton>
          </Controls>
        </Overlay>
      </Media>
      <Body>
        <h3 id={`${design.id}-name`}>{design.name}</h3>
        <Muted>
          <TimerIcon /> {design.duration}
        </Muted>
        <p>{design.description}</p>
        <Features>
          {design.features.slice(0, CARD_FEATURES).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {extra > 0 && <li>+{extra} more</li>}
        </Features>
        <Muted>
          <StarIcon /> {design.rating} ({design.reviews} reviews)
        </Muted>
        <Link
          to={paths.interiorDesign(design.slug)}
          aria-label={`${M.viewDetails} of ${design.name}`}
        >
          {M.viewDetails}
        </Link>
        <PriceRow>
          <p>
            <strong>{formatInr(design.price)}</strong>
            {design.originalPrice > design.price && (
              <s aria-label={`Original price ${formatInr(design.originalPrice)}`}>
                {formatInr(design.originalPrice)}
              </s>
            )}
          </p>
          <WhatsAppButton text={designInquiryText(design)} line={INTERIOR_WHATSAPP.inquiry}>
            {M.inquire}
          </WhatsAppButton>
        </PriceRow>
        <AddToCartButton itemType="design" itemId={design.id} size="sm" variant="ghost" />
      </Body>
    </Card>
  );
}
