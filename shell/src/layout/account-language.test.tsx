import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { authAtom, setSessionAtom } from '@marketplace/shared/session';
import { languageAtom } from '@marketplace/shared/ui';
import { renderWithProviders, testUser } from '@marketplace/test-support';
import { Header } from './Header';
import { Layout } from './Layout';
import HINDI from './messages.hi';

type FetchMock = jest.Mock<Promise<unknown>, [string, RequestInit]>;

function reply(status: number, body?: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  };
}

let fetchMock: FetchMock;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const profileCalls = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/profile'));

it('saves the chosen language to the account of a logged-in visitor', async () => {
  fetchMock.mockResolvedValue(reply(200, { success: true, user: testUser({ language: 'hi' }) }));
  const store = createStore();
  renderWithProviders(<Header />, { store, session: { user: testUser() } });

  await userEvent.click(screen.getByRole('button', { name: 'हिंदी' }));

  await waitFor(() => expect(profileCalls()).toHaveLength(1));
  const [[, init]] = profileCalls() as [[string, RequestInit]];
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(String(init.body))).toEqual({ language: 'hi' });
  // The request itself asks for Hindi answers: the page had turned first.
  expect((init.headers as Record<string, string>)['Accept-Language']).toBe('hi');
  await waitFor(() => expect(store.get(authAtom).user?.language).toBe('hi'));
});

it("keeps the browser's choice when the account cannot be saved", async () => {
  fetchMock.mockResolvedValue(reply(500, { success: false, msg: 'Internal server error' }));
  const store = createStore();
  renderWithProviders(<Header />, { store, session: { user: testUser() } });

  await userEvent.click(screen.getByRole('button', { name: 'हिंदी' }));

  await waitFor(() => expect(profileCalls()).toHaveLength(1));
  expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
  expect(store.get(languageAtom)).toBe('hi');
  expect(localStorage.getItem('lang')).toBe('hi');
  expect(store.get(authAtom).user?.language).toBe('en');
});

it('does not call the api for a visitor who is not logged in', async () => {
  renderWithProviders(<Header />);
  await userEvent.click(screen.getByRole('button', { name: 'हिंदी' }));
  expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
  expect(profileCalls()).toHaveLength(0);
});

it("turns the page to the account's language at login", async () => {
  fetchMock.mockResolvedValue(reply(200, { success: true, cart: [], totalItems: 0 }));
  const store = createStore();
  renderWithProviders(<Layout>page</Layout>, { store });
  expect(store.get(languageAtom)).toBe('en');

  act(() => store.set(setSessionAtom, { user: testUser({ language: 'hi' }), token: 'tok' }));

  await waitFor(() => expect(store.get(languageAtom)).toBe('hi'));
  expect(document.documentElement.lang).toBe('hi');
  expect(localStorage.getItem('lang')).toBe('hi');
  const nav = await waitFor(() => screen.getByRole('navigation', { name: HINDI.mainNav }));
  expect(within(nav).getByRole('link', { name: 'होम' })).toBeInTheDocument();
});

it('keeps the page language for a session that was there when the page opened', async () => {
  fetchMock.mockResolvedValue(reply(200, { success: true, user: testUser({ language: 'hi' }) }));
  const store = createStore();
  renderWithProviders(<Layout>page</Layout>, {
    store,
    session: { user: testUser({ language: 'hi' }) },
  });
  await screen.findByText('page');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(store.get(languageAtom)).toBe('en');
});
