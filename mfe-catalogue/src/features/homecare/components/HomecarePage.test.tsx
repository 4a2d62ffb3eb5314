import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPONENT_MESSAGES } from '../../../components/messages';
import { HOMECARE_MESSAGES } from '../messages';
import HomecarePage from './HomecarePage';
import { renderWithProviders } from '@marketplace/test-support';
import { whatsappTextOf } from '../../../testing/site';
import { withSeededCatalogue } from '../../../testing/catalogue';

const renderHomecare = () => renderWithProviders(<HomecarePage />, { route: '/homecare' });
const categories = () => screen.getByRole('group', { name: HOMECARE_MESSAGES.categoriesLabel });
const subCategories = () =>
  screen.getByRole('group', { name: HOMECARE_MESSAGES.subCategoriesLabel });
const cardNames = () =>
  within(screen.getByRole('list', { name: HOMECARE_MESSAGES.resultsLabel }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

withSeededCatalogue();
describe('HomecarePage', () => {
  it('shows the hero, the stats strip, the custom homecare section and the Bhopal footer', () => {
    renderHomecare();
    expect(
      screen.getByRole('heading', { level: 1, name: HOMECARE_MESSAGES.heroTitle }),
    ).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: HOMECARE_MESSAGES.statsLabel });
    expect(stats).toHaveTextContent('15K+Services Completed');
    expect(stats).toHaveTextContent('99.8%Customer Satisfaction');
    expect(stats).toHaveTextContent('24/7Expert Support');
    expect(stats).toHaveTextContent('100%Guaranteed Quality');
    expect(
      screen.getByRole('heading', { level: 2, name: HOMECARE_MESSAGES.customHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText('© 2024 Samjhe Aapko Homecare · Bhopal, MP')).toBeInTheDocument();
  });

  it('starts on the first category and its first sub-category', () => {
    renderHomecare();
    expect(within(categories()).getByRole('button', { name: 'Pest control' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(subCategories()).getByRole('button', { name: 'Pest Control Expert' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toHaveLength(4);
  });

  it('selects the first sub-category when a category is chosen', async () => {
    renderHomecare();
    await userEvent.click(within(categories()).getByRole('button', { name: 'Aluminums work' }));
    expect(
      within(subCategories())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'A.C Technician',
      'Electrician',
      'House cleaning',
      expect.stringContaining('Location'),
    ]);
    expect(within(subCategories()).getByRole('button', { name: 'A.C Technician' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cardNames()).toEqual(['AC Service & Cleaning', 'AC Gas Refill']);

    await userEvent.click(within(subCategories()).getByRole('button', { name: 'Electrician' }));
    expect(cardNames()).toEqual(['Fan & Light Installation']);
  });

  it('leaves the list alone when Location is clicked', async () => {
    renderHomecare();
    await userEvent.click(within(subCategories()).getByRole('button', { name: 'Termite Control' }));
    const location = within(subCategories()).getByRole('button', { name: /Location/ });
    expect(location).toHaveAttribute('aria-disabled', 'true');
    expect(location).toHaveAttribute('title', HOMECARE_MESSAGES.locationTitle);
    await userEvent.click(location);
    expect(
      within(subCategories()).getByRole('button', { name: 'Termite Control' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Termite Control', 'Wood Borer Treatment']);
  });

  it('searches names and descriptions without regard to case', async () => {
    renderHomecare();
    const search = screen.getByRole('searchbox', { name: HOMECARE_MESSAGES.searchLabel });
    await userEvent.type(search, 'MATTRESSES');
    expect(cardNames()).toEqual(['Bed Bug Treatment']);
    await userEvent.clear(search);
    await userEvent.type(search, 'bed bug');
    expect(cardNames()).toEqual(['Bed Bug Treatment']);
    await userEvent.clear(search);
    await userEvent.type(search, 'plumber');
    expect(
      screen.getByRole('heading', { name: HOMECARE_MESSAGES.noMatchTitle('plumber') }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: HOMECARE_MESSAGES.clearSearch }));
    expect(cardNames()).toHaveLength(4);
  });

  it('shows an empty state for a sub-category without services', async () => {
    renderHomecare();
    await userEvent.click(
      within(categories()).getByRole('button', { name: 'Putty & painting work' }),
    );
    expect(
      screen.getByRole('heading', { name: HOMECARE_MESSAGES.emptyTitle('Painter') }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: HOMECARE_MESSAGES.resultsLabel })).toBeNull();
  });

  it('shows price, struck-through original price and the Save amount on a card', () => {
    renderHomecare();
    const card = screen.getByRole('article', { name: 'General Pest Control' });
    expect(card).toHaveTextContent('Save ₹400');
    expect(card).toHaveTextContent('₹1,199');
    expect(
      within(card)
        .getByText(/₹1,599/)
        .closest('del'),
    ).not.toBeNull();
    expect(card).toHaveTextContent('4.8 (2.1M reviews)');
    const book = within(card).getByRole('link', { name: HOMECARE_MESSAGES.bookNow });
    expect(whatsappTextOf(book.getAttribute('href'))).toBe(
      "Hi, I'm interested in your General Pest Control service. Please share more details and pricing.",
    );
  });

  it('has floating call and WhatsApp buttons', () => {
    renderHomecare();
    const dock = screen.getByRole('navigation', { name: COMPONENT_MESSAGES.floatingContact });
    expect(within(dock).getByRole('link', { name: COMPONENT_MESSAGES.call })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
    const chat = within(dock).getByRole('link', { name: COMPONENT_MESSAGES.whatsapp });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(whatsappTextOf(chat.getAttribute('href'))).toBe(
      "Hi, I'm interested in your homecare service. Please share more details and pricing.",
    );
  });
});
