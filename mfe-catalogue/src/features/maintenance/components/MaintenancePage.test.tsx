import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAINTENANCE_MESSAGES } from '../messages';
import MaintenancePage from './MaintenancePage';
import { renderWithProviders } from '@marketplace/test-support';
import { whatsappTextOf } from '../../../testing/site';
import { withSeededCatalogue } from '../../../testing/catalogue';

const renderList = () => renderWithProviders(<MaintenancePage />, { route: '/maintenance' });

withSeededCatalogue();
describe('MaintenancePage', () => {
  it('shows the stats, the four reasons and a consultation link', () => {
    renderList();
    const stats = screen.getByRole('list', { name: MAINTENANCE_MESSAGES.statsLabel });
    for (const figure of ['10K+', '99.8%', '24/7', '200+']) {
      expect(stats).toHaveTextContent(figure);
    }
    const why = screen.getByRole('region', { name: MAINTENANCE_MESSAGES.whyHeading });
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
    const consult = screen.getAllByRole('link', { name: MAINTENANCE_MESSAGES.consultationLink });
    expect(whatsappTextOf(consult[0]!.getAttribute('href'))).toBe(
      "Hi, I'm interested in your maintenance and manpower service. Please share more details and pricing.",
    );
  });

  it.each([
    ['Housekeeping Service', '₹500 per visit', 'Housekeeping'],
    ['Security Service', '₹15,000 per month', 'Security'],
    ['Patient Care Services', '₹1,200 per day', 'Patient Care'],
  ])('shows a %s card with its price, WhatsApp and call links', (name, price, subject) => {
    renderList();
    const card = screen.getByRole('article', { name });
    expect(card).toHaveTextContent(price);
    const whatsapp = within(card).getByRole('link', { name: MAINTENANCE_MESSAGES.whatsapp });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsappTextOf(whatsapp.getAttribute('href'))).toBe(
      `Hi, I'm interested in your ${subject} service. Please share more details and pricing.`,
    );
    expect(
      within(card).getByRole('link', { name: MAINTENANCE_MESSAGES.call }).getAttribute('href'),
    ).toMatch(/^tel:\+\d+$/);
  });

  it('links each card to its detail page', async () => {
    renderList();
    const card = screen.getByRole('article', { name: 'Patient Care Services' });
    await userEvent.click(
      within(card).getByRole('link', { name: MAINTENANCE_MESSAGES.viewDetails }),
    );
    expect(screen.getByText('Navigated to /maintenance/patient-care-services')).toBeInTheDocument();
  });
});
