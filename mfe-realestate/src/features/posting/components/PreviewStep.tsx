// The last step: the listing as the server has saved it, as a visitor would read it, and the
// button that sends it for review.
import styled from 'styled-components';
import type { MyListing } from '@marketplace/shared/contracts-posting';
import { amenityLabel, detailFacts } from '../../../lib/listing-facts';
import { useMessages } from '@marketplace/shared/ui';
import { cardCatalogue } from '../../../components/catalogue';
import { postingCatalogue } from '../catalogue';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Cover = styled.img`
  width: 100%;
  max-height: 320px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function PreviewStep({ listing }: { listing: MyListing }) {
  const t = useMessages(postingCatalogue).text;
  const words = useMessages(cardCatalogue).facts;
  const or = (value: string) => value || t.notGiven;
  const facts: [string, string][] = [
    [t.bedrooms, or(listing.bedrooms)],
    [t.area, listing.area > 0 ? words.area(listing.area) : t.notGiven],
    ...detailFacts(listing, words),
    [t.listerPhone, or(listing.lister_phone ?? '')],
    [t.pictures, t.picturesCount(listing.images.length)],
  ];
  return (
    <Card aria-label={t.steps.preview}>
      <Muted>{t.previewNote}</Muted>
      {listing.images[0] ? <Cover src={listing.images[0]} alt="" /> : null}
      <h2>{or(listing.name)}</h2>
      <p>{or(listing.location)}</p>
      <Price>{listing.price_value === null ? t.notGiven : words.price(listing)}</Price>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {listing.description ? <p>{listing.description}</p> : null}
      {listing.amenities.length > 0 ? (
        <p>{listing.amenities.map((name) => amenityLabel(name, words.labels)).join(' · ')}</p>
      ) : null}
    </Card>
  );
}
