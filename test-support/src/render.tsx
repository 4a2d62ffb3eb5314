// Renders as the shell does: the shared providers (a fresh jotai store bound to the api client,
// theme, toasts), a fresh SWR cache, a router and the path navigation of the site's links. The
// current address is always on screen (`Current address`), and every path the test does not
// mount shows `Navigated to ...`, so a test sees where a link, button or redirect led.
import type { ReactElement, ReactNode } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { SiteConfig } from '@marketplace/shared/config';
import { authAtom, bindSessionStore, cartCountAtom, type User } from '@marketplace/shared/session';
import { AppProviders, PathNavigationProvider, siteConfigAtom } from '@marketplace/shared/ui';

type JotaiStore = ReturnType<typeof createStore>;

// findBy* waits 1 s by default; a loaded CI machine rendering styled pages can take longer, and a
// flaky timeout teaches people to ignore failures. Likewise a whole test may pass jest's 5 s.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

export interface RenderOptions {
  /** The address to start at, query and hash included: '/real-estate?bedrooms=2'. */
  route?: string;
  /** Router state of the first entry (what a redirect passes along). */
  state?: unknown;
  /**
   * The route pattern `ui` is mounted on ('/maintenance/:serviceName'); every other path shows the
   * probe. Defaults to the route's path; `null` renders `ui` as it is (a remote's own <Routes>, a
   * layout part).
   */
  path?: string | null;
  /** Mount several pages: pattern -> element (`ui` is then ignored). */
  routes?: Record<string, ReactElement>;
  /** A session already in the store (as after login), without going through storage. */
  session?: { user: User; token?: string };
  cartCount?: number;
  /** Contact details as a deployment serves them (the shell's /site-config.json). */
  siteConfig?: SiteConfig;
  store?: JotaiStore;
}

export type Rendered = RenderResult & { store: JotaiStore };

function CurrentAddress() {
  const { pathname, search } = useLocation();
  // A note, not an <output>: its implicit status role would clash with the pages' own.
  return (
    <div role="note" aria-label="Current address">
      {pathname + search}
    </div>
  );
}

/** Stands in for every page the test does not mount. */
function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  return (
    <div>
      <p>Navigated to {location.pathname + location.search}</p>
      {from ? <p>Coming from {from}</p> : null}
    </div>
  );
}

function routesFor(ui: ReactElement | null, pathname: string, options: RenderOptions): ReactNode {
  const path = options.path === undefined ? pathname : options.path;
  const mounted = options.routes ?? (path === null ? undefined : { [path]: ui ?? <></> });
  if (!mounted) return ui;
  return (
    <Routes>
      {Object.entries(mounted).map(([pattern, element]) => (
        <Route key={pattern} path={pattern} element={element} />
      ))}
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
}

let unbind: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  unbind?.();
  unbind = undefined;
});

export function renderWithProviders(
  ui: ReactElement | null,
  options: RenderOptions = {},
): Rendered {
  const { route = '/', state, session, cartCount, siteConfig, store = createStore() } = options;
  unbind?.();
  unbind = bindSessionStore(store);
  if (session) {
    store.set(authAtom, {
      user: session.user,
      token: session.token ?? 'tok-asha',
      otpVerified: false,
    });
  }
  if (cartCount !== undefined) store.set(cartCountAtom, cartCount);
  if (siteConfig) store.set(siteConfigAtom, siteConfig);
  const { pathname, search, hash } = new URL(route, 'http://localhost');
  const result = render(
    <AppProviders store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[{ pathname, search, hash, state }]}>
          <PathNavigationProvider>
            {routesFor(ui, pathname, options)}
            <CurrentAddress />
          </PathNavigationProvider>
        </MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  );
  return { ...result, store };
}
