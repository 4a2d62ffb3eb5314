// Renders layout parts as the shell does: providers with a fresh jotai store, inside a router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { authAtom, cartCountAtom, type User } from '@marketplace/shared/session';
import type { SiteConfig } from '@marketplace/shared/config';
import { AppProviders, siteConfigAtom } from '@marketplace/shared/ui';

export const asha: User = {
  name: 'Asha Verma',
  username: 'asha',
  email: 'asha@example.in',
  role: 'user',
};

function LocationDisplay() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export interface RenderOptions {
  route?: string;
  user?: User;
  token?: string;
  cartCount?: number;
  /** Contact details as the shell read them from /site-config.json. */
  siteConfig?: SiteConfig;
}

export function renderLayout(ui: ReactElement, options: RenderOptions = {}) {
  const store = createStore();
  if (options.user) {
    store.set(authAtom, {
      user: options.user,
      token: options.token ?? 'tok-1',
      otpVerified: false,
    });
  }
  if (options.cartCount !== undefined) store.set(cartCountAtom, options.cartCount);
  if (options.siteConfig) store.set(siteConfigAtom, options.siteConfig);
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        {ui}
        <LocationDisplay />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}

type FetchMock = jest.Mock<Promise<unknown>, [string, RequestInit]>;

/** Replaces global fetch; every call not answered by the test fails it loudly. */
export function mockFetch(): FetchMock {
  const fetchMock: FetchMock = jest.fn((url: string, _init: RequestInit) =>
    Promise.reject(new Error(`Unexpected fetch of ${url}`)),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function reply(status: number, body?: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  };
}
