// About (with the spec's default text when empty), Amenities and Nearby Places.
import styled from 'styled-components';
import type { Property } from '@marketplace/shared/contracts-properties';
import { Chips } from '../../../components/card-styles';
import { DETAIL_TEXT } from '../messages';

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
  if (items.length === 0) return <p>{DETAIL_TEXT.noneListed}</p>;
  return (
    <Chips>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Chips>
  );
}

export function DetailSections({ property }: { property: Property }) {
  return (
    <>
      <Section aria-labelledby="about-heading">
        <h2 id="about-heading">{DETAIL_TEXT.about}</h2>
        <p>{property.description?.trim() || DETAIL_TEXT.aboutDefault}</p>
      </Section>
      <Section aria-labelledby="amenities-heading">
        <h2 id="amenities-heading">{DETAIL_TEXT.amenities}</h2>
        <List items={property.amenities} />
      </Section>
      <Section aria-labelledby="nearby-heading">
        <h2 id="nearby-heading">{DETAIL_TEXT.nearby}</h2>
        <List items={property.nearby} />
      </Section>
    </>
  );
}
