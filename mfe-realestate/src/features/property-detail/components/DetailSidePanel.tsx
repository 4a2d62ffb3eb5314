// The side panel (spec): name, price-range badge, location, the fixed '4.8 rating', price, price
// per sq ft, bedrooms, area, builder, contact agent, property id, listed date; then the actions.
import styled from 'styled-components';
import { useMessages } from '@marketplace/shared/ui';
import { RangeBadge } from '../../../components/card-styles';
import { MapPinIcon, StarIcon } from '@marketplace/shared/icons';
import { cardCatalogue } from '../../../components/catalogue';
import { detailFacts } from '../../../lib/listing-facts';
import { pricePerSqft } from '../../../lib/property-format';
import { detailCatalogue } from '../catalogue';
import { DetailActions, type DetailActionsProps } from './DetailActions';

const Panel = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};

  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  /* A name, builder or agent typed as one long word breaks inside the panel, not past it. */
  h1,
  p,
  dd {
    overflow-wrap: anywhere;
  }
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  border-block: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
  }
`;

const ReraBadge = styled(RangeBadge).attrs({ $range: 'budget' as const })`
  margin-left: ${({ theme }) => theme.space.xs};

  &::before {
    content: '✓ ' / '';
  }
`;

export type DetailSidePanelProps = DetailActionsProps;

export function DetailSidePanel(props: DetailSidePanelProps) {
  const { property } = props;
  const t = useMessages(detailCatalogue);
  const { property: cards, facts: factTexts } = useMessages(cardCatalogue);
  // A rent per square foot means little to a tenant.
  const perSqft = property.purpose === 'sale' ? pricePerSqft(property) : null;
  const facts: [string, string | null][] = [
    [t.bedrooms, property.bedrooms],
    [t.area, factTexts.area(property.area)],
    ...detailFacts(property, factTexts),
    [t.builder, property.builder],
    [t.agent, property.contact_agent],
    [t.propertyId, String(property.id)],
    [t.listed, factTexts.date(property.created_at)],
  ];
  return (
    <Panel aria-label={t.details}>
      <div>
        <RangeBadge $range={property.price_range}>
          {cards.priceRange[property.price_range]}
        </RangeBadge>
        {property.rera_number ? (
          <ReraBadge title={property.rera_number}>{factTexts.reraBadge}</ReraBadge>
        ) : null}
      </div>
      <h1>{property.name}</h1>
      <Line>
        <MapPinIcon size={16} />
        {property.location}
      </Line>
      <Line>
        <StarIcon size={16} />
        {cards.detailRating}
      </Line>
      <Price>
        {factTexts.price(property)}
        {perSqft ? (
          <small>
            {t.perSqft}: {perSqft}
          </small>
        ) : null}
      </Price>
      <Facts>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </Facts>
      <DetailActions {...props} />
    </Panel>
  );
}
