import { reviewListing } from '../../testing/fixtures';
import { listingFields } from './listing-fields';

const field = (fields: [string, string][], label: string) =>
  fields.find(([name]) => name === label)?.[1];

it('writes the days and months a lister chose as a moderator reads them', () => {
  const rental = listingFields(reviewListing(1, { available_from: '2026-12-15' }));
  expect(field(rental, 'Available from')).toBe('15 Dec 2026');

  const sale = listingFields(
    reviewListing(2, {
      purpose: 'sale',
      possession: 'under_construction',
      possession_by: '2027-06',
    }),
  );
  expect(field(sale, 'Possession')).toBe('Under construction (by Jun 2027)');
  expect(field(sale, 'Available from')).toBeUndefined();
});

it('keeps what is not a day or a month as the lister sent it', () => {
  const fields = listingFields(
    reviewListing(1, {
      available_from: 'soon',
      possession: 'under_construction',
      possession_by: 'late 2027',
    }),
  );
  expect(field(fields, 'Available from')).toBe('soon');
  expect(field(fields, 'Possession')).toBe('Under construction (by late 2027)');
});
