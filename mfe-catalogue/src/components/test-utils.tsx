// Renders a page the way the shell does: shared providers (theme, jotai, toasts) and a router.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@marketplace/shared/ui';

export interface RenderPageOptions {
  /** The address to start at, e.g. '/maintenance/security-service'. */
  route?: string;
  /** The route pattern the element is mounted on, e.g. '/maintenance/:serviceName'. */
  path?: string;
}

/** Stands in for every other page, so a test can see where a link or button led. */
function LocationProbe() {
  const location = useLocation();
  return <p>Navigated to {location.pathname}</p>;
}

export function renderPage(
  ui: ReactElement,
  { route = '/', path }: RenderPageOptions = {},
): RenderResult {
  return render(
    <AppProviders>
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
