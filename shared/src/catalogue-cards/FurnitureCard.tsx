import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { priceText, type FurnitureItem } from '@marketplace/shared/contracts-catalogue';
import { StarIcon } from '@marketplace/shared/icons';
import { DesignPicture } from './DesignPicture';
import { Card } from './frame';
import { CardFooterRow, CardNote, CardPicture, PictureBadge } from './frame-extras';
import { useMessages } from '@marketplace/shared/ui';
import { cardCatalogue } from './catalogue';
import { badgeColour } from './badges';

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

const TextButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
`;

interface FurnitureCardProps {
  item: FurnitureItem;
  /** The card's buttons beside 'Explore more' (Get Quote on the page). */
  actions?: ReactNode;
}

/** A card of the furniture section (docs/product/catalogue.md "Interior design"). */
export function FurnitureCard({ item, actions }: FurnitureCardProps) {
  const t = useMessages(cardCatalogue);
  // 'Explore more' only logged in the original; here it unfolds the item's full details.
  const [expanded, setExpanded] = useState(false);
  const features = expanded ? item.features : item.features.slice(0, 3);
  const id = item.key.replace(':', '-');
  const detailsId = `${id}-details`;

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardPicture>
        <DesignPicture picture={item.picture} name={item.title} />
        <PictureBadge $background={badgeColour(item.badge)}>{item.badge}</PictureBadge>
      </CardPicture>
      <Body>
        <h3 id={`${id}-title`}>{item.title}</h3>
        <CardNote>
          <StarIcon /> {item.rating} ({t.reviews(item.reviews)})
        </CardNote>
        <ul id={detailsId}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {expanded && <p>{item.description}</p>}
        <p>
          <strong>{priceText(item.price)}</strong>
        </p>
        <CardNote>{t.customization}</CardNote>
        <CardFooterRow>
          <TextButton
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t.showLess : t.exploreMore}
          </TextButton>
          {actions}
        </CardFooterRow>
      </Body>
    </Card>
  );
}
