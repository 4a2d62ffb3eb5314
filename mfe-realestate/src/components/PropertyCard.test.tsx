import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, aProperty } from '../testing/properties';
import { PROPERTY_TEXT } from './messages';
import { mockApi, renderWithProviders } from '@marketplace/test-support';
import RealestateRoutes from '../app/routes';

const address = () => screen.getByLabelText('Current address');

async function showCard(overrides: Parameters<typeof aProperty>[0]) {
  mockApi('GET', '/getAllProperties', { body: aPage([aProperty({ id: 5, ...overrides })]) });
  renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
  const link = await screen.findByRole('link', { name: /Skyline Residency 5|Hill View/ });
  return link.closest('article') as HTMLElement;
}

describe('property card', () => {
  it('shows 4 amenities then "+N more", the first 3 nearby places and the fixed rating', async () => {
    const card = await showCard({});
    const amenities = within(card).getByRole('list', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Parking', 'Lift', 'Power Backup', 'Park', '+2 more']);
    expect(
      within(card).getByText('Nearby: City Hospital · Central School · Metro Mall'),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/Railway Station/)).not.toBeInTheDocument();
    expect(within(card).getByText(/4\.8\/5/)).toHaveTextContent('4.8/5·85% completion');
    expect(within(card).getByText('by Narmada Developers')).toBeInTheDocument();
    expect(within(card).getByText('1,700 sq ft')).toBeInTheDocument();
  });

  it('has no "+N more" with 4 amenities or fewer', async () => {
    const card = await showCard({ amenities: ['Parking', 'Lift'] });
    expect(within(card).queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('draws the picture with a srcset, a size and lazy loading after the first row', async () => {
    const card = await showCard({});
    const img = within(card).getByRole('img', { name: 'Skyline Residency 5' });
    expect(img).toHaveAttribute(
      'srcset',
      expect.stringContaining('/uploads/properties/key5a-480.webp 480w'),
    );
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('opens the detail page from the name link that covers the card', async () => {
    const user = userEvent.setup();
    mockApi('GET', '/getPropertyById/5', () => new Promise(() => {}));
    const card = await showCard({});
    await user.click(within(card).getByRole('link', { name: 'Skyline Residency 5' }));
    await waitFor(() => expect(address()).toHaveTextContent('/property-details/5'));
  });

  it("links the name to the detail page's hash route; a modified click is left to the browser", async () => {
    const user = userEvent.setup();
    const card = await showCard({});
    const link = within(card).getByRole('link', { name: 'Skyline Residency 5' });
    expect(link).toHaveAttribute('href', '#/property-details/5');
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(address()).toHaveTextContent('/real-estate');
  });

  it('keeps a logged-out heart in localStorage with the spec toasts', async () => {
    const user = userEvent.setup();
    const card = await showCard({});
    await user.click(
      within(card).getByRole('button', { name: PROPERTY_TEXT.save('Skyline Residency 5') }),
    );
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([5]);
    const unsave = within(card).getByRole('button', {
      name: PROPERTY_TEXT.unsave('Skyline Residency 5'),
    });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');
    await user.click(unsave);
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('reveals a phone-like contact as a tel: link; a named agent leads to the contact form', async () => {
    const user = userEvent.setup();
    const card = await showCard({ contact_agent: '+91 98765 43210' });
    await user.click(within(card).getByRole('button', { name: PROPERTY_TEXT.contact }));
    expect(await screen.findByText(PROPERTY_TEXT.contactRevealed)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('sends Contact for a named agent and Schedule Visit to the detail page forms', async () => {
    const user = userEvent.setup();
    mockApi('GET', '/getPropertyById/5', () => new Promise(() => {}));
    const card = await showCard({});
    await user.click(within(card).getByRole('button', { name: PROPERTY_TEXT.scheduleVisit }));
    await waitFor(() => expect(address()).toHaveTextContent('/property-details/5?action=visit'));
  });

  it('disables Schedule Visit when the property does not allow visits', async () => {
    const card = await showCard({ schedule_visit_enabled: false });
    expect(
      within(card).getByRole('button', { name: PROPERTY_TEXT.visitNotAvailable }),
    ).toBeDisabled();
  });

  it('says when there is no brochure', async () => {
    const user = userEvent.setup();
    const card = await showCard({ brochure_link: null });
    await user.click(within(card).getByRole('button', { name: PROPERTY_TEXT.brochure }));
    expect(await screen.findByText(PROPERTY_TEXT.brochureMissing)).toBeInTheDocument();
  });

  it('copies the link when the browser has no Web Share', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const card = await showCard({});
    await user.click(
      within(card).getByRole('button', { name: PROPERTY_TEXT.share('Skyline Residency 5') }),
    );
    expect(await screen.findByText(PROPERTY_TEXT.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/#/property-details/5');
  });

  it("shows a rental's deposit and availability, its facts, and a RERA badge when registered", async () => {
    const card = await showCard({
      purpose: 'rent',
      price: '₹25,000/month',
      price_value: 25_000,
      deposit: '₹50,000',
      available_from: null,
      furnishing: 'furnished',
      posted_by: 'owner',
      rera_number: 'P-MP-2024-1234',
    });
    expect(within(card).getByText('₹25,000/month')).toBeInTheDocument();
    expect(within(card).getByText('Deposit ₹50,000 · Available now')).toBeInTheDocument();
    expect(
      within(card).getByText('Apartment · Furnished · Ready to move · By owner'),
    ).toBeInTheDocument();
    expect(within(card).getByText('RERA')).toHaveAttribute(
      'title',
      'RERA registered: P-MP-2024-1234',
    );
  });

  it('has no deposit line for a sale, and no RERA badge without a number', async () => {
    const card = await showCard({ possession: 'under_construction', possession_by: '2027-03' });
    expect(within(card).queryByText(/Deposit/)).not.toBeInTheDocument();
    expect(within(card).queryByText('RERA')).not.toBeInTheDocument();
    expect(
      within(card).getByText('Apartment · Semi-furnished · Possession March 2027 · By agent'),
    ).toBeInTheDocument();
  });
});
