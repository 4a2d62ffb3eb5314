import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTERIOR_MESSAGES as M } from '../messages';
import InteriorPage from './InteriorPage';
import { renderWithProviders } from '@marketplace/test-support';
import { SERVED_SITE_CONFIG as SITE, whatsappTextOf } from '../../../testing/site';
import { withSeededCatalogue } from '../../../testing/catalogue';

// Many user-event steps per test: leave room for a busy CI machine.
jest.setTimeout(15_000);

const renderInterior = () =>
  renderWithProviders(<InteriorPage />, { route: '/interior', siteConfig: SITE });
const group = (name: string) => screen.getByRole('group', { name });
const pressed = (name: string) => within(group(name)).getByRole('button', { pressed: true });

withSeededCatalogue();
describe('InteriorPage catalogue', () => {
  it('starts on Living Room / Modern Contemporary and counts its designs', () => {
    renderInterior();

    expect(pressed(M.categoriesLabel)).toHaveTextContent('Living Room');
    expect(pressed(M.subCategoriesLabel)).toHaveTextContent('Modern Contemporary');
    expect(
      screen.getByText('Showing 2 premium designs in Modern Contemporary'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /Living/ })).toHaveLength(2);
  });

  it('resets the sub-category to the first of a newly chosen category', async () => {
    renderInterior();

    await userEvent.click(
      within(group(M.categoriesLabel)).getByRole('button', { name: 'Kitchen' }),
    );
    expect(pressed(M.subCategoriesLabel)).toHaveTextContent('Modular Kitchen');
    expect(within(group(M.subCategoriesLabel)).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByText('Showing 1 premium design in Modular Kitchen')).toBeInTheDocument();

    await userEvent.click(
      within(group(M.subCategoriesLabel)).getByRole('button', { name: 'Island Kitchen' }),
    );
    await userEvent.click(
      within(group(M.categoriesLabel)).getByRole('button', { name: 'Bedroom' }),
    );
    expect(pressed(M.subCategoriesLabel)).toHaveTextContent('Master Suite');
  });

  it('searches names and descriptions without regard to case and says so in the result line', async () => {
    renderInterior();

    await userEvent.type(screen.getByPlaceholderText(M.searchPlaceholder), 'COMPACT');
    expect(
      screen.getByText('Showing 1 premium design in Modern Contemporary matching "COMPACT"'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Compact Modern Living' })).toBeInTheDocument();
  });

  it('shows the search hint when nothing matches a search', async () => {
    renderInterior();

    await userEvent.type(screen.getByLabelText(M.searchLabel), 'zebra');
    expect(screen.getByRole('heading', { name: M.noDesigns })).toBeInTheDocument();
    expect(screen.getByText(M.emptyWithSearch)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: M.customAction })).toHaveAttribute('target', '_blank');
  });

  it('says a sub-category has no pre-made designs yet when no search is set', async () => {
    renderInterior();

    await userEvent.click(
      within(group(M.subCategoriesLabel)).getByRole('button', { name: 'Scandinavian' }),
    );
    expect(screen.getByText('Showing 0 premium designs in Scandinavian')).toBeInTheDocument();
    expect(screen.getByText(M.emptyCategory)).toBeInTheDocument();
  });

  it('searches for a style when its chip is chosen', async () => {
    renderInterior();

    await userEvent.click(screen.getByRole('button', { name: 'Modern (156)' }));
    expect(screen.getByLabelText(M.searchLabel)).toHaveValue('Modern');
    expect(
      screen.getByText('Showing 1 premium design in Modern Contemporary matching "Modern"'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modern (156)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by price band behind the Filters toggle', async () => {
    renderInterior();
    expect(screen.queryByLabelText(M.priceLabel)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.filters }));
    const select = screen.getByLabelText(M.priceLabel);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Prices', 'Under ₹1 Lakh', '₹1-2 Lakhs', 'Above ₹2 Lakhs']);

    await userEvent.selectOptions(select, 'Under ₹1 Lakh');
    expect(screen.getByText('Showing 1 premium design in Modern Contemporary')).toBeInTheDocument();
    await userEvent.selectOptions(select, '₹1-2 Lakhs');
    expect(screen.getByRole('heading', { name: 'Urban Contemporary Living' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Above ₹2 Lakhs');
    expect(
      screen.getByText('Showing 0 premium designs in Modern Contemporary'),
    ).toBeInTheDocument();
  });

  it('switches between grid and list views', async () => {
    renderInterior();

    expect(screen.getByRole('button', { name: M.gridView })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: M.listView }));
    expect(screen.getByRole('button', { name: M.listView })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: M.gridView })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('InteriorPage design card', () => {
  it('shows savings, projects, the first three features, rating, prices and links', () => {
    renderInterior();

    const card = screen.getByRole('article', { name: 'Urban Contemporary Living' });
    expect(within(card).getByText('Save ₹35,000')).toBeInTheDocument();
    expect(within(card).getByText('48 projects')).toBeInTheDocument();
    expect(within(card).getByText('3-4 weeks', { exact: false })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Feature wall with fluted panels',
      'Cove and profile lighting',
      'Custom TV unit with storage',
      '+2 more',
    ]);
    expect(within(card).getByText('4.8 (124 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('₹1,85,000')).toBeInTheDocument();
    expect(within(card).getByLabelText('Original price: ₹2,20,000').tagName).toBe('S');
    expect(
      within(card).getByRole('link', { name: 'View Details of Urban Contemporary Living' }),
    ).toHaveAttribute('href', '/interior-design/urban-contemporary-living');
  });

  it('sends the design details with INQUIRE', () => {
    renderInterior();

    const card = screen.getByRole('article', { name: 'Compact Modern Living' });
    const inquire = within(card).getByRole('link', { name: M.inquire });
    expect(inquire).toHaveAttribute('target', '_blank');
    expect(inquire.getAttribute('href')).toContain(
      `wa.me/${SITE.whatsapp.maintenanceInterior.replace(/\D/g, '')}`,
    );
    expect(whatsappTextOf(inquire.getAttribute('href'))).toBe(
      [
        "Hi, I'm interested in the Compact Modern Living interior design.",
        'Category: Living Room - Modern Contemporary',
        'Price: ₹85,000 (original price ₹99,000)',
        'Duration: 2-3 weeks',
        'Portfolio: 63 projects completed',
        'Description: Smart space planning for apartments: multi-use furniture, light colours and hidden storage.',
        'Features: Space-saving wall unit, Foldable study nook, Warm LED lighting',
        'Please share more details.',
      ].join('\n'),
    );
  });

  it('leaves out the Save badge and the original price when there is no discount', async () => {
    renderInterior();

    await userEvent.click(
      within(group(M.categoriesLabel)).getByRole('button', { name: 'Bedroom' }),
    );
    await userEvent.click(
      within(group(M.subCategoriesLabel)).getByRole('button', { name: 'Kids Room' }),
    );
    const card = screen.getByRole('article', { name: 'Playful Kids Room' });
    expect(within(card).queryByText(/^Save/)).not.toBeInTheDocument();
    expect(within(card).queryByLabelText(/Original price/)).not.toBeInTheDocument();
    expect(
      whatsappTextOf(within(card).getByRole('link', { name: M.inquire }).getAttribute('href')),
    ).toContain('Price: ₹95,000\n');
  });

  it('toggles a favourite on the page', async () => {
    renderInterior();

    const heart = screen.getByRole('button', { name: 'Favourite Compact Modern Living' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens a Quick View with the summary and a link to the detail page', async () => {
    renderInterior();

    await userEvent.click(
      screen.getByRole('button', { name: 'Quick View of Urban Contemporary Living' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Urban Contemporary Living' });
    expect(within(dialog).getByText('Living Room - Modern Contemporary')).toBeInTheDocument();
    expect(within(dialog).getByText('Acoustic ceiling treatment')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: M.viewDetails })).toHaveAttribute(
      'href',
      '/interior-design/urban-contemporary-living',
    );

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a placeholder for a design without an image', async () => {
    renderInterior();

    await userEvent.click(
      within(group(M.categoriesLabel)).getByRole('button', { name: 'Commercial' }),
    );
    await userEvent.click(
      within(group(M.subCategoriesLabel)).getByRole('button', { name: 'Clinic' }),
    );
    const card = screen.getByRole('article', { name: 'Calm Care Clinic' });
    expect(within(card).getByTestId('design-placeholder')).toHaveTextContent('Calm Care Clinic');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('InteriorPage furniture section and contact details', () => {
  it('shows a tab with its description and reveals the rest with Load More Designs', async () => {
    renderInterior();

    await userEvent.click(
      within(group(M.furnitureTabsLabel)).getByRole('button', { name: 'Wardrobes' }),
    );
    const grid = screen.getByRole('list', { name: 'Wardrobes' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText(/Hinged, sliding and walk-in wardrobes/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.loadMore }));
    expect(within(grid).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: M.loadMore })).not.toBeInTheDocument();
    const revealed = within(grid).getAllByRole('article')[3]!;
    expect(within(revealed).getByRole('button', { name: M.exploreMore })).toHaveFocus();
  });

  it('unfolds a card with Explore more and asks for a quote with the item details', async () => {
    renderInterior();

    const card = screen.getByRole('article', { name: 'L-Shaped Acrylic Kitchen' });
    expect(within(card).getByText('Popular')).toBeInTheDocument();
    expect(within(card).getByText(M.customization)).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(within(card).getByRole('button', { name: M.exploreMore }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    expect(within(card).getByText(/keeps the cooking triangle short/)).toBeInTheDocument();

    const quote = within(card).getByRole('link', { name: M.getQuote });
    expect(quote.getAttribute('href')).toContain(
      `wa.me/${SITE.whatsapp.constructionInterior.replace(/\D/g, '')}`,
    );
    expect(whatsappTextOf(quote.getAttribute('href'))).toBe(
      [
        "Hi, I'd like a quote for this design:",
        'Design: L-Shaped Acrylic Kitchen',
        'Category: Modular Kitchen',
        'Price range: ₹1,20,000 - ₹2,50,000',
        'Rating: 4.8 (156 reviews)',
        'Features: High-gloss acrylic shutters, Soft-close hardware, Quartz countertop, Tandem drawers',
        'Description: A bright L-shaped layout that keeps the cooking triangle short.',
        'Please share details about a consultation, customization options, the installation timeline and the final quote.',
      ].join('\n'),
    );
  });

  it('carries the phone number and e-mail in its header strip and footer', () => {
    renderInterior();

    expect(screen.getAllByRole('link', { name: SITE.phone })[0]).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getAllByRole('link', { name: SITE.email })).toHaveLength(2);
    expect(screen.getByText(SITE.address)).toBeInTheDocument();
  });
});
