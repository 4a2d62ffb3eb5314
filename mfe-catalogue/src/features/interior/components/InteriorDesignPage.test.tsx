import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERIOR_MESSAGES as M } from '../messages';
import InteriorDesignPage from './InteriorDesignPage';
import { renderWithProviders } from '@marketplace/test-support';
import { whatsappTextOf } from '../../../testing/site';
import { withSeededCatalogue } from '../../../testing/catalogue';
import { forgetCataloguePages } from '../../../lib/catalogue-data';
import { CATALOGUE_DATA_MESSAGES } from '../../../lib/catalogue-data-messages';
import { mockCataloguePage } from '@marketplace/test-support';

const renderDesign = (slug: string) =>
  renderWithProviders(<InteriorDesignPage />, {
    route: `/interior-design/${slug}`,
    path: '/interior-design/:serviceName',
  });

withSeededCatalogue();
describe('InteriorDesignPage', () => {
  it('shows a spinner while the designs are read, then the design with an inquiry link', async () => {
    forgetCataloguePages();
    mockCataloguePage('interior');
    renderDesign('sleek-modular-kitchen');

    expect(screen.getByRole('status', { name: CATALOGUE_DATA_MESSAGES.loading })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sleek Modular Kitchen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kitchen - Modular Kitchen')).toBeInTheDocument();
    expect(screen.getByText('Save ₹30,000')).toBeInTheDocument();
    expect(screen.getByText('Corner carousel')).toBeInTheDocument();
    expect(
      whatsappTextOf(screen.getByRole('link', { name: M.inquire }).getAttribute('href')),
    ).toContain('Sleek Modular Kitchen interior design');
  });

  it('shows Design Not Found with a way back for an unknown slug', async () => {
    renderDesign('floating-castle');

    expect(await screen.findByRole('heading', { name: M.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(M.notFoundBody)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: M.backToDesigns }));
    expect(screen.getByText('Navigated to /interior')).toBeInTheDocument();
  });
});
