// The catalogue's pages in Hindi: with Hindi chosen, a page shows its own texts, its shared
// buttons' and its checks' messages from the Hindi catalogues, not the English ones.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { languageAtom, loadCatalogues } from '@marketplace/shared/ui';
import { renderWithProviders } from '@marketplace/test-support';
import COMPONENTS from '../components/messages.hi';
import CONTACT from './contact/messages.hi';
import ContactPage from './contact/components/ContactPage';
import HOME from './home/messages.hi';
import HomePage from './home/components/HomePage';
import HOMECARE from './homecare/messages.hi';
import PRIVACY from './legal/privacy/messages.hi';
import PrivacyPolicyPage from './legal/components/PrivacyPolicyPage';
import HomecarePage from './homecare/components/HomecarePage';
import { withSeededCatalogue } from '../testing/catalogue';
import { SERVED_SITE_CONFIG } from '../testing/site';

jest.setTimeout(15_000);

async function inHindi() {
  await loadCatalogues('hi');
  const store = createStore();
  store.set(languageAtom, 'hi');
  return store;
}

withSeededCatalogue();

it('shows the homecare page in Hindi', async () => {
  renderWithProviders(<HomecarePage />, { route: '/homecare', store: await inHindi() });
  expect(screen.getByRole('heading', { level: 1, name: HOMECARE.heroTitle })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: HOMECARE.statsLabel })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: HOMECARE.customHeading })).toBeVisible();
  const dock = screen.getByRole('navigation', { name: COMPONENTS.contact.floatingContact });
  expect(within(dock).getByRole('link', { name: COMPONENTS.contact.call })).toBeInTheDocument();
});

it('shows the contact form, its check and its service types in Hindi', async () => {
  renderWithProviders(<ContactPage />, {
    route: '/contact',
    siteConfig: SERVED_SITE_CONFIG,
    store: await inHindi(),
  });
  expect(screen.getByRole('heading', { level: 1, name: CONTACT.heading })).toBeInTheDocument();
  const types = within(screen.getByLabelText(CONTACT.serviceTypeLabel)).getAllByRole('option');
  expect(types[1]).toHaveTextContent(CONTACT.serviceTypes.Plumbing);
  expect(types[1]).toHaveValue('Plumbing');

  await userEvent.click(screen.getByRole('button', { name: CONTACT.send }));
  expect(await screen.findByText(CONTACT.required)).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: CONTACT.fields.name }), 'रवि');
  await userEvent.type(screen.getByRole('textbox', { name: CONTACT.fields.email }), 'ravi@');
  await userEvent.type(screen.getByRole('textbox', { name: CONTACT.fields.message }), 'नमस्ते');
  await userEvent.click(screen.getByRole('button', { name: CONTACT.send }));
  expect(await screen.findByText(CONTACT.emailInvalid)).toBeInTheDocument();
});

it("shows the home page's tiles in Hindi, each by its key", async () => {
  renderWithProviders(<HomePage />, { route: '/', path: '/', store: await inHindi() });
  const region = (name: string) => screen.getByRole('region', { name });
  const showcase = region(HOME.showcaseHeading);
  expect(
    within(showcase)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(
    (['homecare', 'interior-design', 'construction-site', 'cleaning'] as const).map(
      (key) => HOME.tiles.showcase[key].label,
    ),
  );
  expect(within(showcase).getByText(HOME.tiles.showcase.cleaning.description)).toBeVisible();
  const elite = region(HOME.eliteHeading);
  expect(
    within(elite).getByRole('link', { name: new RegExp(HOME.tiles.elite.villa.label) }),
  ).toHaveAttribute('href', '/constructions');
  const categories = region(HOME.categoriesHeading);
  expect(
    within(categories).getByRole('link', {
      name: new RegExp(HOME.tiles.categories['/real-estate'].name),
    }),
  ).toHaveAttribute('href', '/real-estate');
  expect(
    within(region(HOME.galleryHeading)).getByAltText(HOME.tiles.gallery['dream-home']),
  ).toBeInTheDocument();
  expect(within(region(HOME.portfolioHeading)).getAllByRole('listitem')[2]).toHaveTextContent(
    `${HOME.tiles.portfolio.kitchen}${HOME.tiles.cities.indore}`,
  );
});

it('shows the privacy policy in Hindi, every section, with the contact line in Hindi', async () => {
  renderWithProviders(<PrivacyPolicyPage />, {
    route: '/privacy-policy',
    siteConfig: SERVED_SITE_CONFIG,
    store: await inHindi(),
  });
  expect(screen.getByRole('heading', { level: 1, name: PRIVACY.title })).toBeInTheDocument();
  expect(screen.getByText(PRIVACY.effective)).toBeInTheDocument();
  expect(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual(PRIVACY.sections.map((section, index) => `${index + 1}. ${section.title}`));
  expect(screen.getByText(/पर ईमेल करें/)).toHaveTextContent(SERVED_SITE_CONFIG.email);
  expect(screen.queryByText(/Information We Collect|Effective date/)).toBeNull();
});
