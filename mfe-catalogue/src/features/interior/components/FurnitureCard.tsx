import { useState } from 'react';
import styled from 'styled-components';
import type { FurnitureItem } from '@marketplace/shared/catalogue';
import { StarIcon } from '@marketplace/shared/icons';
import { WhatsAppButton } from '../../../components/ExternalContactLinks';
import { Card } from '../../../components/section';
import { INTERIOR_MESSAGES as M, badgeColour, furnitureQuoteText } from '../messages';
import { CardFooterRow, CardNote, CardPicture } from './card-layout';
import { DesignImage } from './DesignImage';
import { INTERIOR_WHATSAPP } from './interior-contact';

const Media = CardPicture;

const Badge = styled.span<{ $colour: string }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: #ffffff;
  background: ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};

  h3,
  p {
    margin: 0;
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Small = CardNote;

const Actions = CardFooterRow;

const TextButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
`;

/** A card of the furniture section (docs/product/catalogue.md "Interior design"). */
export function FurnitureCard({ item, category }: { item: FurnitureItem; category: string }) {
  // 'Explore more' only logged in the original; here it unfolds the item's full details.
  const [expanded, setExpanded] = useState(false);
  const features = expanded ? item.features : item.features.slice(0, 3);
  const detailsId = `${item.id}-details`;

  return (
    <Card aria-labelledby={`${item.id}-title`}>
      <Media>
        <DesignImage image={item.image} name={item.title} />
        <Badge $colour={badgeColour(item.badge)}>{item.badge}</Badge>
      </Media>
      <Body>
        <h3 id={`${item.id}-title`}>{item.title}</h3>
        <Small>
          <StarIcon /> {item.rating} ({item.reviews} reviews)
        </Small>
        <ul id={detailsId}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {expanded && <p>{item.description}</p>}
        <p>
          <strong>{item.pricing}</strong>
        </p>
        <Small>{M.customization}</Small>
        <Actions>
          <TextButton
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? M.showLess : M.exploreMore}
          </TextButton>
          <WhatsAppButton
            text={furnitureQuoteText(item, category)}
            line={INTERIOR_WHATSAPP.furnitureQuote}
          >
            {M.getQuote}
          </WhatsAppButton>
        </Actions>
      </Body>
    </Card>
  );
}
