// The detail page's facts of a sale and of a rental, each as a term and its value.
import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@marketplace/test-support';
import RealestateRoutes from '../../../app/routes';
import { aProperty } from '../../../testing/properties';
import { DETAIL_TEXT } from '../messages';

async function factsOf(overrides: Parameters<typeof aProperty>[0]) {
  mockApi('GET', '/getPropertyById/9', {
    body: { success: true, data: aProperty({ id: 9, ...overrides }) },
  });
  mockApi('POST', '/properties/9/views', { body: { success: true } });
  renderWithProviders(<RealestateRoutes />, { route: '/property-details/9', path: null });
  await screen.findByRole('heading', { level: 1, name: 'Skyline Residency 9' });
  const panel = screen.getByRole('complementary', { name: DETAIL_TEXT.details });
  const terms = within(panel).getAllByRole('term');
  const facts = Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  return { panel, facts };
}

describe("a listing's facts on its page", () => {
  it('shows a sale under construction with its RERA badge and number', async () => {
    const { panel, facts } = await factsOf({
      possession: 'under_construction',
      possession_by: '2027-06',
      rera_number: 'P-MP-2024-1234',
      posted_by: 'builder',
      floor: 0,
      total_floors: 14,
    });
    expect(within(panel).getByText('RERA registered')).toHaveAttribute('title', 'P-MP-2024-1234');
    expect(facts).toMatchObject({
      Type: 'Apartment',
      Possession: 'Possession June 2027',
      Furnishing: 'Semi-furnished',
      Bathrooms: '3',
      Floor: 'Ground of 14',
      'Posted by': 'Builder',
      RERA: 'P-MP-2024-1234',
    });
    expect(facts).not.toHaveProperty('Deposit');
  });

  it('shows a rental: rent, deposit, when it is free and who it suits; no RERA badge', async () => {
    const { panel, facts } = await factsOf({
      purpose: 'rent',
      price: '₹25,000/month',
      price_value: 25_000,
      deposit: '₹50,000',
      deposit_value: 50_000,
      available_from: '2026-12-15',
      suits: 'bachelors',
      furnishing: 'furnished',
      posted_by: 'owner',
    });
    expect(within(panel).getByText('₹25,000/month')).toBeInTheDocument();
    // A rent per square foot means nothing to a tenant.
    expect(within(panel).queryByText(/Price per sq ft/)).not.toBeInTheDocument();
    expect(within(panel).queryByText('RERA registered')).not.toBeInTheDocument();
    expect(facts).toMatchObject({
      Deposit: '₹50,000',
      'Available from': '15 December 2026',
      Suits: 'Bachelors',
      Possession: 'Ready to move',
      Furnishing: 'Furnished',
      'Posted by': 'Owner',
    });
  });
});
