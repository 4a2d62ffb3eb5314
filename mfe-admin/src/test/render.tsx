// Renders this remote's routes as the shell does (shared providers with a fresh jotai store and
// SWR cache, a router) with the current address on screen, and a stored session when asked.
import { configure, render } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { PublicUser } from '@marketplace/shared/contracts';
import { bindSessionStore } from '@marketplace/shared/session';
import { AppProviders } from '@marketplace/shared/ui';
import AdminRoutes from '../app/routes';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="Current address">{location.pathname + location.search}</output>;
}

let unbind: (() => void) | undefined;
afterEach(() => {
  unbind?.();
  unbind = undefined;
});
beforeEach(() => {
  localStorage.clear();
});

export function renderAdmin(route = '/admin') {
  const store = createStore();
  unbind = bindSessionStore(store);
  return render(
    <AppProviders store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[route]}>
          <CurrentUrl />
          <AdminRoutes />
        </MemoryRouter>
      </SWRConfig>
    </AppProviders>,
  );
}

export function userWithRole(role: PublicUser['role']): PublicUser {
  return {
    id: role === 'admin' ? 1 : 7,
    name: 'Asha Verma',
    username: 'asha',
    email: 'asha@example.in',
    role,
    requested_role: null,
    department: null,
    position: null,
    created_at: '2025-03-14T10:00:00.000Z',
  };
}

/** A stored session, as a reload after login finds it. */
export function storeSession(user: PublicUser, token = 'tok-1'): void {
  localStorage.setItem('auth', JSON.stringify({ user, token, otpVerified: false }));
}
