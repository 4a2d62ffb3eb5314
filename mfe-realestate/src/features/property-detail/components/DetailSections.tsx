// About (with the spec's default text when empty), Amenities and Nearby Places.
import styled from 'styled-components';
import { useMessages } from '@marketplace/shared/ui';
import type { Property } from '@marketplace/shared/contracts-properties';
import { Chips } from '../../../components/card-styles';
import { cardCatalogue } from '../../../components/catalogue';
import { amenityLabel } from '../../../lib/listing-facts';
import { detailCatalogue } from '../catalogue';

const Section = styled.section`
  padding: ${({ theme }) => theme.space.lg} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    white-space: pre-line;
  }

  ${Chips} li {
    padding: 4px 12px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

function List({ items }: { items: readonly string[] }) {
  const t = useMessages(detailCatalogue);
  if (items.length === 0) return <p>{t.noneListed}</p>;
  return (
    <Chips>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Chips>
  );
}

export function DetailSections({ property }: { property: Property }) {
  const t = useMessages(detailCatalogue);
  const { facts } = useMessages(cardCatalogue);
  return (
    <>
      <Section aria-labelledby="about-heading">
        <h2 id="about-heading">{t.about}</h2>
        <p>{property.description?.trim() || t.aboutDefault}</p>
      </Section>
      <Section aria-labelledby="amenities-heading">
        <h2 id="amenities-heading">{t.amenities}</h2>
        <List items={property.amenities.map((name) => amenityLabel(name, facts.labels))} />
      </Section>
      <Section aria-labelledby="nearby-heading">
        <h2 id="nearby-heading">{t.nearby}</h2>
        <List items={property.nearby} />
      </Section>
    </>
  );
}
