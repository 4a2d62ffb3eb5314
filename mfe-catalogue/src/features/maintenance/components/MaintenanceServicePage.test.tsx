import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_BUTTON_MESSAGES } from '../../../components/price-action/messages';
import { PRICE_ACTION_MESSAGES } from '../../../components/price-action/messages';
import { MAINTENANCE_MESSAGES } from '../messages';
import MaintenanceServicePage from './MaintenanceServicePage';
import { renderWithProviders } from '@marketplace/test-support';
import { whatsappTextOf } from '../../../testing/site';
import { withSeededCatalogue } from '../../../testing/catalogue';

const renderAt = (route: string) =>
  renderWithProviders(<MaintenanceServicePage />, { route, path: '/maintenance/:serviceName' });

withSeededCatalogue();
describe('MaintenanceServicePage', () => {
  // Load the found page's chunk once up front: the first require of its module graph can take
  // longer than a query's time-out on a busy machine. React.lazy still suspends on first render.
  beforeAll(() => import('./MaintenanceServiceDetail'));

  it('shows a spinner while the page loads, then the service', async () => {
    renderAt('/maintenance/security-service');
    expect(screen.getByRole('status', { name: MAINTENANCE_MESSAGES.loadingService })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Security Service' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: MAINTENANCE_MESSAGES.loadingService })).toBeNull();
  });

  it.each([
    ['/maintenance/housekeeping-service', 'Housekeeping Service'],
    ['/maintenance/HOUSEKEEPING-SERVICE', 'Housekeeping Service'],
    ['/maintenance/Patient%20Care%20Services', 'Patient Care Services'],
    ['/maintenance/patient care services', 'Patient Care Services'],
    ['/maintenance/Security-service', 'Security Service'],
  ])('matches %s by slug or spaced name, ignoring case', async (route, name) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('shows Service Not Found with a way back to /maintenance', async () => {
    renderAt('/maintenance/gardening');
    expect(
      screen.getByRole('heading', { level: 1, name: MAINTENANCE_MESSAGES.notFoundTitle }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: MAINTENANCE_MESSAGES.backToServices }));
    expect(screen.getByText('Navigated to /maintenance')).toBeInTheDocument();
  });

  it('welcomes the visitor with the service name', async () => {
    renderAt('/maintenance/security-service');
    expect(await screen.findByRole('alert')).toHaveTextContent('Welcome to Security Service');
  });

  it('shows the price note, pricing block, features, assurances, quote and CTA', async () => {
    renderAt('/maintenance/housekeeping-service');
    await screen.findByRole('heading', { level: 1, name: 'Housekeeping Service' });
    expect(screen.getAllByText(MAINTENANCE_MESSAGES.pricesVary).length).toBeGreaterThan(0);
    const pricing = screen.getByRole('region', { name: MAINTENANCE_MESSAGES.pricingHeading });
    expect(pricing).toHaveTextContent('₹500 per visit');
    const whatsapp = within(pricing).getByRole('link', { name: MAINTENANCE_MESSAGES.bookWhatsapp });
    expect(whatsappTextOf(whatsapp.getAttribute('href'))).toBe(
      "Hi, I'm interested in your Housekeeping service. Please share more details and pricing.",
    );
    expect(
      within(pricing)
        .getByRole('link', { name: MAINTENANCE_MESSAGES.callNow })
        .getAttribute('href'),
    ).toMatch(/^tel:/);
    const assurances = screen.getByRole('region', { name: MAINTENANCE_MESSAGES.assuranceLabel });
    for (const title of ['Quality Guarantee', '24/7 Support', 'Expert Team', 'Premium Materials']) {
      expect(within(assurances).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Police-verified, trained staff')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MAINTENANCE_MESSAGES.aboutHeading })).toBeVisible();
    expect(screen.getByText('A clean home is the foundation of a calm mind.')).toBeVisible();
    expect(screen.getByRole('heading', { name: MAINTENANCE_MESSAGES.ctaHeading })).toBeVisible();
  });

  it('explores three other services: the two other maintenance services and a related one', async () => {
    renderAt('/maintenance/security-service');
    const explore = await screen.findByRole('region', {
      name: MAINTENANCE_MESSAGES.exploreHeading,
    });
    const links = within(explore).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/maintenance/housekeeping-service',
      '/maintenance/patient-care-services',
      '/services/electrician',
    ]);
  });

  it('starts the gallery at the first image and switches on a thumbnail click', async () => {
    renderAt('/maintenance/security-service');
    const gallery = await screen.findByRole('region', {
      name: MAINTENANCE_MESSAGES.galleryHeading,
    });
    expect(
      within(gallery).getByRole('img', { name: 'Security Service: Trained security guard' }),
    ).toBeInTheDocument();
    const thumbs = within(gallery).getAllByRole('button');
    expect(thumbs).toHaveLength(5);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(
      within(gallery).getByRole('button', {
        name: MAINTENANCE_MESSAGES.showImage(3, 'CCTV monitoring'),
      }),
    );
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
    const main = within(gallery).getByRole('img', { name: 'Security Service: CCTV monitoring' });

    // A failed image becomes a placeholder panel: icon, name and gallery label.
    fireEvent.error(main);
    const placeholder = within(gallery).getByRole('img', {
      name: 'Security Service: CCTV monitoring',
    });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder.querySelector('svg[data-icon="ShieldIcon"]')).toBeInTheDocument();
    expect(placeholder).toHaveTextContent('Security Service');
    expect(placeholder).toHaveTextContent(MAINTENANCE_MESSAGES.galleryLabel(3, 5));
  });

  it.each([
    ['/maintenance/housekeeping-service', '₹500 per visit', CART_BUTTON_MESSAGES.add],
    ['/maintenance/security-service', '₹15,000 per month', PRICE_ACTION_MESSAGES.subscribe],
    ['/maintenance/patient-care-services', 'from ₹1,200 per day', PRICE_ACTION_MESSAGES.quote],
  ])('prices %s as %s and offers %s, and only that', async (route, price, action) => {
    renderAt(route);
    const pricing = await screen.findByRole('region', {
      name: MAINTENANCE_MESSAGES.pricingHeading,
    });
    expect(pricing).toHaveTextContent(price);
    const offered = [
      CART_BUTTON_MESSAGES.add,
      PRICE_ACTION_MESSAGES.subscribe,
      PRICE_ACTION_MESSAGES.quote,
    ].filter((name) => within(pricing).queryByRole('button', { name }));
    expect(offered).toEqual([action]);
  });
});
