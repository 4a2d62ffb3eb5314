import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_MESSAGES } from '../messages';
import ServiceDetailPage from './ServiceDetailPage';
import { renderWithProviders } from '@marketplace/test-support';
import { whatsappTextOf } from '../../../testing/site';
import { withSeededCatalogue } from '../../../testing/catalogue';

const renderAt = (route: string) =>
  renderWithProviders(<ServiceDetailPage />, { route, path: '/services/:serviceName' });

withSeededCatalogue();
describe('ServiceDetailPage', () => {
  it.each([
    ['/services/plumbing', 'Plumbing'],
    ['/services/House-Cleaning', 'House cleaning'],
    ['/services/water%20proofing', 'Water proofing'],
    ['/services/ELECTRICIAN', 'Electrician'],
  ])('finds %s by slug or name, ignoring case', (route, name) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('shows description, what is included, the price and the booking links', () => {
    renderAt('/services/plumbing');
    expect(screen.getByRole('heading', { name: SERVICE_MESSAGES.included })).toBeInTheDocument();
    expect(screen.getByText('Leak and blockage fixing')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: SERVICE_MESSAGES.priceLabel })).toHaveTextContent(
      '₹299 per visit',
    );
    const whatsapp = screen.getByRole('link', { name: SERVICE_MESSAGES.bookWhatsapp });
    expect(whatsappTextOf(whatsapp.getAttribute('href'))).toBe(
      "Hi, I'm interested in your Plumbing service. Please share more details and pricing.",
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: SERVICE_MESSAGES.call }).getAttribute('href')).toMatch(
      /^tel:/,
    );
  });

  it('shows a not-found state with a way home for an unknown service', async () => {
    renderAt('/services/roofing');
    expect(
      screen.getByRole('heading', { level: 1, name: SERVICE_MESSAGES.notFoundTitle }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: SERVICE_MESSAGES.backHome }));
    expect(screen.getByText('Navigated to /')).toBeInTheDocument();
  });
});
