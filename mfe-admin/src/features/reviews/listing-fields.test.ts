import { reviewListing } from '../../testing/fixtures';
import { listingFields } from './listing-fields';

it.each([
  ['2026-12-15', '2027-06', '15 Dec 2026', 'Under construction (by Jun 2027)'],
  // Not a day or a month: shown as the lister sent it.
  ['soon', 'late 2027', 'soon', 'Under construction (by late 2027)'],
])(
  'writes available from %s and possession by %s as a moderator reads them',
  (availableFrom, possessionBy, availableText, possessionText) => {
    const fields = new Map(
      listingFields(
        reviewListing(1, {
          available_from: availableFrom,
          possession: 'under_construction',
          possession_by: possessionBy,
        }),
      ),
    );
    expect(fields.get('Available from')).toBe(availableText);
    expect(fields.get('Possession')).toBe(possessionText);
  },
);

it('leaves available from out of a listing for sale', () => {
  const fields = new Map(listingFields(reviewListing(1, { purpose: 'sale' })));
  expect(fields.has('Available from')).toBe(false);
});
