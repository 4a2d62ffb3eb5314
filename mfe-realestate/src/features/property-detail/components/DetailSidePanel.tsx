// The side panel (spec): name, price-range badge, location, the fixed '4.8 rating', price, price
// per sq ft, bedrooms, area, builder, contact agent, property id, listed date; then the actions.
import styled from 'styled-components';
import { RangeBadge } from '../../../components/card-styles';
import { MapPinIcon, StarIcon } from '@marketplace/shared/icons';
import { PROPERTY_TEXT } from '../../../components/messages';
import { detailFacts, FACT_TEXT } from '../../../lib/listing-facts';
import { formatArea, formatListedDate, pricePerSqft } from '../../../lib/property-format';
import { DETAIL_TEXT } from '../messages';
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
  // A rent per square foot means little to a tenant.
  const perSqft = property.purpose === 'sale' ? pricePerSqft(property) : null;
  const facts: [string, string | null][] = [
    [DETAIL_TEXT.bedrooms, property.bedrooms],
    [DETAIL_TEXT.area, formatArea(property.area)],
    ...detailFacts(property),
    [DETAIL_TEXT.builder, property.builder],
    [DETAIL_TEXT.agent, property.contact_agent],
    [DETAIL_TEXT.propertyId, String(property.id)],
    [DETAIL_TEXT.listed, formatListedDate(property.created_at)],
  ];
  return (
    <Panel aria-label={DETAIL_TEXT.details}>
      <div>
        <RangeBadge $range={property.price_range}>
          {PROPERTY_TEXT.priceRange[property.price_range]}
        </RangeBadge>
        {property.rera_number ? (
          <ReraBadge title={property.rera_number}>{FACT_TEXT.reraBadge}</ReraBadge>
        ) : null}
      </div>
      <h1>{property.name}</h1>
      <Line>
        <MapPinIcon size={16} />
        {property.location}
      </Line>
      <Line>
        <StarIcon size={16} />
        {PROPERTY_TEXT.detailRating}
      </Line>
      <Price>
        {property.price}
        {perSqft ? (
          <small>
            {DETAIL_TEXT.perSqft}: {perSqft}
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
