// Renders a page the way the shell does: shared providers (theme, jotai, toasts) and a router.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createStore } from 'jotai';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@marketplace/shared/config';
import { AppProviders, siteConfigAtom } from '@marketplace/shared/ui';

export interface RenderPageOptions {
  /** The address to start at, e.g. '/maintenance/security-service'. */
  route?: string;
  /** The route pattern the element is mounted on, e.g. '/maintenance/:serviceName'. */
  path?: string;
  /** Contact details as a deployment serves them (the shell's /site-config.json). */
  siteConfig?: SiteConfig;
}

/** Contact details unlike the placeholders, to prove a page shows what the server serves. */
export const SERVED_SITE_CONFIG: SiteConfig = {
  email: 'care@samjhe.example',
  phone: '+91 98765 43210',
  emergencyPhone: '+91 98765 43299',
  whatsapp: { maintenanceInterior: '+91 98765 43211', constructionInterior: '+91 98765 43212' },
  address: '12 Civic Centre, Wright Town, Jabalpur, Madhya Pradesh 482002',
  mapsQuery: 'Civic Centre, Jabalpur',
};

/** Stands in for every other page, so a test can see where a link or button led. */
function LocationProbe() {
  const location = useLocation();
  return <p>Navigated to {location.pathname}</p>;
}

export function renderPage(
  ui: ReactElement,
  { route = '/', path, siteConfig = DEFAULT_SITE_CONFIG }: RenderPageOptions = {},
): RenderResult {
  const store = createStore();
  store.set(siteConfigAtom, siteConfig);
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path ?? route.split('?')[0]} element={ui} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The decoded `text` parameter of a WhatsApp link. */
export function whatsappTextOf(href: string | null): string | null {
  if (!href) return null;
  return new URL(href).searchParams.get('text');
}

/**
 * Answers every fetch with `status` and `body` (as JSON) and returns the mock to inspect the
 * calls. jsdom has no Response; apiRequest reads only ok, status and text().
 */
export function mockFetch(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Puts the real fetch back and undoes spies after each test of the calling file. */
export function restoreFetchAfterEach() {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    jest.restoreAllMocks();
  });
}
