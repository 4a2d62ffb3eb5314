// Renders pages the way the shell does: shared providers (a fresh jotai store bound to the api
// client, theme, toasts), a fresh SWR cache and a router, with a probe standing in for every page
// this test does not render, so a test can see where the user was sent.
import type { ReactElement } from 'react';
import { configure, render, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { bindSessionStore, type User } from '@marketplace/shared/session';
import { AppProviders } from '@marketplace/shared/ui';

type JotaiStore = ReturnType<typeof createStore>;

// findBy* waits up to 1 s by default; a loaded CI machine rendering styled pages can take longer,
// and a flaky timeout teaches people to ignore failures.
configure({ asyncUtilTimeout: 5000 });
// Likewise a whole test (several typed forms) may pass jest's 5 s default on such a machine.
jest.setTimeout(30_000);

export interface RenderPageOptions {
  /** The address to start at. */
  route?: string;
  /** Router state of the first entry (what a redirect passes along). */
  state?: unknown;
  /** Routes to mount: pattern -> element. Defaults to mounting `ui` at `route`. */
  routes?: Record<string, ReactElement>;
  store?: JotaiStore;
}

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

let unbind: (() => void) | undefined;

afterEach(() => {
  unbind?.();
  unbind = undefined;
});

export function renderPage(
  ui: ReactElement | null,
  { route = '/', state, routes, store = createStore() }: RenderPageOptions = {},
): RenderResult & { store: JotaiStore } {
  unbind?.();
  unbind = bindSessionStore(store);
  const mounted = routes ?? { [route.split('?')[0] ?? '/']: ui ?? <></> };
  const result = render(
    <AppProviders store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: route.split('?')[0],
              search: route.includes('?') ? `?${route.split('?')[1]}` : '',
              state,
            },
          ]}
        >
          <Routes>
            {Object.entries(mounted).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  );
  return { ...result, store };
}

export const asha: User = {
  id: 7,
  name: 'Asha Verma',
  username: 'asha',
  email: 'asha@example.in',
  role: 'user',
  requested_role: null,
  department: 'Sales',
  position: 'Team lead',
  created_at: '2025-03-14T10:00:00.000Z',
};

/** Stores a logged-in session the way a reload would find it. */
export function storeSession(user: User = asha, token = 'tok-asha'): void {
  localStorage.setItem('auth', JSON.stringify({ user, token, otpVerified: false }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
