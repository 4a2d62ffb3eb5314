import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { languageAtom, loadCatalogues } from '@marketplace/shared/ui';
import { Header } from './Header';
import { Footer } from './Footer';
import { LAYOUT_MESSAGES as M } from './messages';
import HINDI from './messages.hi';
import { renderWithProviders } from '@marketplace/test-support';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

function mainNav(name: string) {
  return screen.getByRole('navigation', { name });
}

it('turns the header and footer to Hindi and back, remembering each choice', async () => {
  renderWithProviders(
    <>
      <Header />
      <Footer />
    </>,
  );
  expect(within(mainNav(M.mainNav)).getByRole('link', { name: 'Home' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'हिंदी' }));

  const nav = await waitFor(() => mainNav(HINDI.mainNav));
  expect(within(nav).getByRole('link', { name: 'होम' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'रियल एस्टेट' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: HINDI.login })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: HINDI.menu })).toBeInTheDocument();
  expect(screen.getByText(HINDI.copyright)).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'सेवाएँ' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
  expect(localStorage.getItem('lang')).toBe('hi');

  const back = screen.getByRole('button', { name: 'English' });
  expect(back).toHaveAttribute('lang', 'en');
  await userEvent.click(back);

  expect(await screen.findByRole('navigation', { name: M.mainNav })).toBeInTheDocument();
  expect(screen.getByText(M.copyright)).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem('lang')).toBe('en');
});

it('starts in the language the page was opened in', async () => {
  await loadCatalogues('hi');
  const store = createStore();
  store.set(languageAtom, 'hi');
  renderWithProviders(<Header />, { store });
  expect(within(mainNav(HINDI.mainNav)).getByRole('link', { name: 'करियर' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
});

it('offers the switch in the mobile menu too', async () => {
  renderWithProviders(<Header />);
  await userEvent.click(screen.getByRole('button', { name: M.menu }));
  const menu = screen.getByRole('navigation', { name: M.mobileNav }).parentElement!;
  await userEvent.click(within(menu).getByRole('button', { name: 'हिंदी' }));
  expect(await screen.findByRole('navigation', { name: HINDI.mainNav })).toBeInTheDocument();
  // Chosen from the menu, the menu closes: the page it covered is now in Hindi.
  expect(screen.getByRole('button', { name: HINDI.menu })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
