import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSTRUCTION_MESSAGES } from '../messages';
import { renderWithProviders } from '@marketplace/test-support';
import { whatsappTextOf } from '../../../testing/site';
import { CONSTRUCTION_ROUTES } from '../../../testing/construction-routes';
import { withSeededCatalogue } from '../../../testing/catalogue';
import { forgetCataloguePages } from '../../../lib/catalogue-data';
import { CATALOGUE_DATA_MESSAGES } from '../../../lib/catalogue-data-messages';
import { apiCalls, mockCataloguePage } from '@marketplace/test-support';

withSeededCatalogue();
describe('ConstructionPackagePage', () => {
  it('shows a spinner while the packages are read, then the package of the singular route', async () => {
    forgetCataloguePages();
    mockCataloguePage('constructions');
    renderWithProviders(null, {
      route: '/construction/platinum-package',
      routes: CONSTRUCTION_ROUTES,
    });

    expect(screen.getByRole('status', { name: CATALOGUE_DATA_MESSAGES.loading })).toBeVisible();
    expect(apiCalls('GET', '/catalogue/constructions')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Platinum Package' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('ULTRA LUXURY')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: CONSTRUCTION_MESSAGES.benefitsHeading }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Platinum Package features' }).children).toHaveLength(
      10,
    );
    expect(screen.getByText(CONSTRUCTION_MESSAGES.pricingNote)).toBeInTheDocument();
  });

  it('matches the plural route by a lower-case substring of the name', async () => {
    renderWithProviders(null, { route: '/constructions/GOLD', routes: CONSTRUCTION_ROUTES });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gold Package' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['platinum-package', '10 years'],
    ['gold-package', '5 years'],
    ['silver-package', '3 years'],
  ])('gives %s a %s warranty', async (slug, warranty) => {
    renderWithProviders(null, { route: `/construction/${slug}`, routes: CONSTRUCTION_ROUTES });

    const heading = await screen.findByRole('heading', { name: 'Warranty' });
    expect(heading.parentElement).toHaveTextContent(warranty);
  });

  it('lists the four construction steps in order', async () => {
    renderWithProviders(null, {
      route: '/construction/silver-package',
      routes: CONSTRUCTION_ROUTES,
    });

    const process = (
      await screen.findByRole('heading', { name: CONSTRUCTION_MESSAGES.processHeading })
    ).parentElement!;
    expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Planning & Design', 'Foundation Work', 'Construction Phase', 'Finishing Touches']);
  });

  it('asks for a quote on WhatsApp and links back to compare packages', async () => {
    renderWithProviders(null, { route: '/construction/gold-package', routes: CONSTRUCTION_ROUTES });

    const quote = await screen.findByRole('link', { name: CONSTRUCTION_MESSAGES.getQuote });
    expect(quote).toHaveAttribute('target', '_blank');
    expect(whatsappTextOf(quote.getAttribute('href'))).toBe(
      "Hi, I'd like a quote for the Gold Package.\nPricing: ₹1,800 - ₹2,200 per sq ft\nTimeline: 10-14 months\nPlease share a detailed quote for my plot.",
    );

    await userEvent.click(screen.getByRole('link', { name: CONSTRUCTION_MESSAGES.compareOther }));
    expect(screen.getByLabelText('Current address')).toHaveTextContent(/^\/constructions$/);
  });

  it('shows Package Not Found with a way back for an unknown package', async () => {
    renderWithProviders(null, {
      route: '/construction/diamond-package',
      routes: CONSTRUCTION_ROUTES,
    });

    expect(
      await screen.findByRole('heading', { name: CONSTRUCTION_MESSAGES.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(CONSTRUCTION_MESSAGES.notFoundBody)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: CONSTRUCTION_MESSAGES.backToPackages }));
    expect(screen.getByLabelText('Current address')).toHaveTextContent(/^\/constructions$/);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
