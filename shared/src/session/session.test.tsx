import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { apiRequest } from '../api-client';
import {
  SESSION_REHYDRATION_TIMEOUT_MS,
  authAtom,
  bindSessionStore,
  cartCountAtom,
  useCart,
  useLogout,
  useSession,
  useSessionHydrated,
} from './index';
import { asha, reply, type FetchMock } from './test-fixtures';

let fetchMock: FetchMock;

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, wrapper };
}

beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('persistence', () => {
  it('writes auth with exactly user, token and otpVerified, plus the token and user keys', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.isAuthenticated).toBe(false);

    act(() => result.current.setSession(asha, 'tok-1'));

    expect(result.current).toMatchObject({ user: asha, token: 'tok-1', isAuthenticated: true });
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toEqual({
      user: asha,
      token: 'tok-1',
      otpVerified: false,
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(asha);
    expect(Object.keys(localStorage)).toHaveLength(3);
  });

  it('removes the three keys when the session is cleared', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.setSession(asha, 'tok-1'));
    act(() => result.current.clearSession());
    expect(result.current).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('restores the session from storage on first use (a reload keeps it)', () => {
    localStorage.setItem('auth', JSON.stringify({ user: asha, token: 'tok-9', otpVerified: true }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({
      user: asha,
      token: 'tok-9',
      otpVerified: true,
      isAuthenticated: true,
    });
  });

  it('falls back to the separate token and user keys', () => {
    localStorage.setItem('token', 'tok-2');
    localStorage.setItem('user', JSON.stringify(asha));
    const { wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({ user: asha, token: 'tok-2', isAuthenticated: true });
  });

  it('ignores corrupt storage', () => {
    localStorage.setItem('auth', '{not json');
    localStorage.setItem('user', JSON.stringify({ username: 'x' }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({ user: null, token: null, isAuthenticated: false });
  });

  it('follows a logout in another tab', () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ user: asha, token: 'tok-3', otpVerified: false }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
    });
    expect(result.current.isAuthenticated).toBe(false);
  });
});

describe('useLogout', () => {
  function loggedIn() {
    const ctx = setup();
    ctx.store.set(authAtom, { user: asha, token: 'tok-1', otpVerified: false });
    ctx.store.set(cartCountAtom, 3);
    const { result } = renderHook(
      () => ({ logout: useLogout(), session: useSession(), cart: useCart() }),
      {
        wrapper: ctx.wrapper,
      },
    );
    return result;
  }

  it('calls POST /api/v1/logout with the token and clears the session on success', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true }));
    const result = loggedIn();
    expect(result.current.cart.totalItems).toBe(3);

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.logout();
    });

    expect(outcome).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/logout');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(result.current.session.isAuthenticated).toBe(false);
    expect(result.current.cart.totalItems).toBe(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['a server error', () => fetchMock.mockResolvedValue(reply(500, { success: false }))],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('clears the session on %s and reports the failure', async (_name, arrange) => {
    arrange();
    const result = loggedIn();
    let outcome: { ok: boolean; error?: Error } | undefined;
    await act(async () => {
      outcome = await result.current.logout();
    });
    expect(outcome?.ok).toBe(false);
    expect(outcome?.error?.message).toBe('Logout failed');
    expect(result.current.session).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
    });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('start-up check (hydration)', () => {
  it('is hydrated at once without a stored token', () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useSessionHydrated(), { wrapper });
    expect(result.current).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the current user for a stored token', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ user: asha, token: 'tok-1', otpVerified: false }),
    );
    const fresh = { ...asha, name: 'Asha V.', department: 'Sales' };
    fetchMock.mockResolvedValue(reply(200, { success: true, user: fresh }));
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ hydrated: useSessionHydrated(), session: useSession() }),
      { wrapper },
    );
    expect(result.current.hydrated).toBe(false);
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/profile');
    expect(result.current.session.user).toEqual(fresh);
  });

  it('clears a session whose token the server rejects', async () => {
    localStorage.setItem('auth', JSON.stringify({ user: asha, token: 'old', otpVerified: false }));
    fetchMock.mockResolvedValue(reply(401, { success: false, msg: 'Invalid or expired token' }));
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ hydrated: useSessionHydrated(), session: useSession() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    expect(result.current.session.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session on a non-401 failure even when its text mentions the token', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ user: asha, token: 'tok-1', otpVerified: false }),
    );
    fetchMock.mockResolvedValue(reply(500, { success: false, msg: 'token store unavailable' }));
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ hydrated: useSessionHydrated(), session: useSession() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    expect(result.current.session.isAuthenticated).toBe(true);
  });

  it('keeps the stored session when the server cannot be reached', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({ user: asha, token: 'tok-1', otpVerified: false }),
    );
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ hydrated: useSessionHydrated(), session: useSession() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.hydrated).toBe(true));
    expect(result.current.session.isAuthenticated).toBe(true);
  });

  it('gives up waiting after the 5000 ms rehydration time-out', async () => {
    jest.useFakeTimers();
    try {
      expect(SESSION_REHYDRATION_TIMEOUT_MS).toBe(5000);
      localStorage.setItem(
        'auth',
        JSON.stringify({ user: asha, token: 'tok-1', otpVerified: false }),
      );
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      );
      const { wrapper } = setup();
      const { result } = renderHook(
        () => ({ hydrated: useSessionHydrated(), session: useSession() }),
        {
          wrapper,
        },
      );
      await act(async () => {
        jest.advanceTimersByTime(4999);
      });
      expect(result.current.hydrated).toBe(false);
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(result.current.hydrated).toBe(true);
      expect(result.current.session.isAuthenticated).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('api client bridge', () => {
  it("sends the bound store's token and clears that session on a 401", async () => {
    const { store } = setup();
    store.set(authAtom, { user: asha, token: 'tok-7', otpVerified: false });
    const unbind = bindSessionStore(store);
    try {
      fetchMock.mockResolvedValue(reply(401, { success: false, msg: 'Unauthorized' }));
      await expect(apiRequest('/cart')).rejects.toMatchObject({ status: 401 });
      const headers = fetchMock.mock.calls[0]?.[1].headers as Record<string, string>;
      expect(headers.Authorization).toBe('Bearer tok-7');
      expect(store.get(authAtom)).toEqual({ user: null, token: null, otpVerified: false });
    } finally {
      unbind();
    }
  });
});
