// Renders this remote's routes the way the shell does (shared providers with a fresh jotai store,
// a fresh SWR cache, a router) with the current address on screen, so a test sees where it went.
import { configure, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { bindSessionStore, type User } from '@marketplace/shared/session';
import { AppProviders } from '@marketplace/shared/ui';
import RealestateRoutes from '../app/routes';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

/** Shows where the router is (this remote's pages and any other), for URL assertions. */
export function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="Current address">{location.pathname + location.search}</output>;
}

let unbind: (() => void) | undefined;
afterEach(() => {
  unbind?.();
  unbind = undefined;
});

/** Renders the remote at `route` (e.g. '/real-estate?bedrooms=2'). */
export function renderRemote(route: string) {
  const store = createStore();
  unbind = bindSessionStore(store);
  return render(
    <AppProviders store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>
          <CurrentUrl />
          <RealestateRoutes />
        </MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  );
}

export const asha: User = {
  id: 7,
  name: 'Asha Verma',
  username: 'asha',
  email: 'asha@example.in',
  role: 'user',
  requested_role: null,
  department: null,
  position: null,
  created_at: '2025-03-14T10:00:00.000Z',
};

/** A stored session, as a reload after login finds it. */
export function storeSession(token = 'tok-asha'): void {
  localStorage.setItem('auth', JSON.stringify({ user: asha, token, otpVerified: false }));
}

beforeEach(() => {
  localStorage.clear();
});
