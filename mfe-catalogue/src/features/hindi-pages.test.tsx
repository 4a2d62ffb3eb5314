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
import INTERIOR from './interior/messages.hi';
import InteriorPage from './interior/components/InteriorPage';
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

it("shows the homecare page's category tabs in Hindi and still filters by their English names", async () => {
  renderWithProviders(<HomecarePage />, { route: '/homecare', store: await inHindi() });
  const categories = await screen.findByRole('group', { name: HOMECARE.categoriesLabel });
  await userEvent.click(within(categories).getByRole('button', { name: 'एल्युमिनियम का काम' }));
  const subCategories = screen.getByRole('group', { name: HOMECARE.subCategoriesLabel });
  expect(
    within(subCategories)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['एसी टेक्नीशियन', 'इलेक्ट्रीशियन', 'घर की सफ़ाई', expect.stringContaining('लोकेशन')]);
  expect(within(subCategories).getByRole('button', { name: 'एसी टेक्नीशियन' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The seeded A.C technician service: the filter still matched the English name it is filed under.
  expect(screen.getByRole('list', { name: HOMECARE.resultsLabel })).toBeInTheDocument();
});

it("shows the interior page's tabs, styles and furniture tabs in Hindi, filtering by the English names", async () => {
  renderWithProviders(<InteriorPage />, {
    route: '/interior',
    siteConfig: SERVED_SITE_CONFIG,
    store: await inHindi(),
  });
  const group = (name: string) => screen.getByRole('group', { name });
  const pressed = (name: string) => within(group(name)).getByRole('button', { pressed: true });
  expect(await screen.findByRole('group', { name: INTERIOR.categoriesLabel })).toBeInTheDocument();
  expect(pressed(INTERIOR.categoriesLabel)).toHaveTextContent('लिविंग रूम');
  expect(pressed(INTERIOR.subCategoriesLabel)).toHaveTextContent('मॉडर्न कंटेम्पररी');
  // The designs filed under 'Modern Contemporary' are found through the Hindi tab.
  expect(screen.getByText(INTERIOR.resultLine(2, 'मॉडर्न कंटेम्पररी', ''))).toBeInTheDocument();
  await userEvent.click(
    within(group(INTERIOR.categoriesLabel)).getByRole('button', { name: 'किचन' }),
  );
  expect(pressed(INTERIOR.subCategoriesLabel)).toHaveTextContent('मॉड्यूलर किचन');
  expect(screen.getByRole('button', { name: 'मॉडर्न (156)' })).toBeInTheDocument();
  expect(group(INTERIOR.displayLabel)).toBeInTheDocument();
  expect(pressed(INTERIOR.furnitureTabsLabel)).toHaveTextContent('मॉड्यूलर किचन');
  const footer = screen.getByRole('contentinfo', { name: INTERIOR.footerLabel });
  expect(within(footer).getByText('ऑफ़िस डिज़ाइन')).toBeInTheDocument();
  expect(within(footer).getByText('इंडस्ट्रियल')).toBeInTheDocument();
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
  expect(screen.getByText('सोम-शुक्र: सुबह 8:00 - रात 8:00')).toBeInTheDocument();
  expect(screen.getByText('शनि-रवि: सुबह 9:00 - शाम 6:00')).toBeInTheDocument();

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
