// The last step: the listing as the server has saved it, as a visitor would read it, and the
// button that sends it for review.
import styled from 'styled-components';
import type { MyListing } from '@marketplace/shared/contracts-posting';
import { detailFacts } from '../../../lib/listing-facts';
import { formatArea } from '../../../lib/property-format';
import { POSTING_TEXT } from '../posting-text';

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
  const or = (value: string) => value || POSTING_TEXT.notGiven;
  const facts: [string, string][] = [
    [POSTING_TEXT.bedrooms, or(listing.bedrooms)],
    [POSTING_TEXT.area, listing.area > 0 ? formatArea(listing.area) : POSTING_TEXT.notGiven],
    ...detailFacts(listing),
    [POSTING_TEXT.listerPhone, or(listing.lister_phone ?? '')],
    [POSTING_TEXT.pictures, POSTING_TEXT.picturesCount(listing.images.length)],
  ];
  return (
    <Card aria-label={POSTING_TEXT.steps.preview}>
      <Muted>{POSTING_TEXT.previewNote}</Muted>
      {listing.images[0] ? <Cover src={listing.images[0]} alt="" /> : null}
      <h2>{or(listing.name)}</h2>
      <p>{or(listing.location)}</p>
      <Price>{listing.price_value === null ? POSTING_TEXT.notGiven : listing.price}</Price>
      <Facts>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {listing.description ? <p>{listing.description}</p> : null}
      {listing.amenities.length > 0 ? <p>{listing.amenities.join(' · ')}</p> : null}
    </Card>
  );
}
