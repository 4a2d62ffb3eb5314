// One property of the admin grid: its picture and facts, up to 3 amenities then '+N more' (the
// spec's limits), and View (the public detail page), Edit and Delete.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import type { Property } from '@marketplace/shared/contracts';
import { Button, useMessages } from '@marketplace/shared/ui';
import { commonCatalogue } from '../../../components/catalogue';
import { PropertyImage } from '@marketplace/shared/property-image';
import { propertiesCatalogue } from './catalogue';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

const Media = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Price = styled.p`
  && {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Amenities a card names; the rest are counted (spec: 'at most 3 amenities plus +N more'). */
const CARD_AMENITIES = 3;

const Amenities = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1;
  }
`;

const ViewLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
`;

const DeleteButton = styled(Button)`
  && {
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export interface PropertyCardProps {
  property: Property;
  onEdit: (property: Property) => void;
  onDelete: (property: Property) => void;
}

export function PropertyCard({ property, onEdit, onDelete }: PropertyCardProps) {
  const t = useMessages(propertiesCatalogue);
  const common = useMessages(commonCatalogue);
  const amenities = property.amenities.slice(0, CARD_AMENITIES);
  const more = property.amenities.length - amenities.length;
  return (
    <Card aria-label={property.name}>
      <Media>
        <PropertyImage
          url={property.image}
          alt={property.name}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        />
      </Media>
      <Body>
        <h3>{property.name}</h3>
        <p>{property.location}</p>
        <Price>{common.price(property.price, property.price_value, property.purpose)}</Price>
        <p>
          {[
            common.purpose[property.purpose],
            property.property_type && common.propertyType[property.property_type],
            property.bedrooms,
            `${common.count(property.area)} ${common.sqft}`,
            common.priceRange[property.purpose][property.price_range],
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {amenities.length > 0 ? (
          <Amenities aria-label={t.amenities}>
            {amenities.map((name) => (
              <li key={name}>{name}</li>
            ))}
            {more > 0 ? <li>{t.moreAmenities(more)}</li> : null}
          </Amenities>
        ) : null}
        <Actions>
          <ViewLink
            to={paths.propertyDetails(property.id)}
            aria-label={t.viewListing(property.name)}
          >
            {t.view}
          </ViewLink>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t.editListing(property.name)}
            onClick={() => onEdit(property)}
          >
            {t.edit}
          </Button>
          <DeleteButton
            variant="ghost"
            size="sm"
            aria-label={t.deleteListing(property.name)}
            onClick={() => onDelete(property)}
          >
            {t.delete}
          </DeleteButton>
        </Actions>
      </Body>
    </Card>
  );
}
