import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import {
  cartCountAtom,
  sessionHydratedAtom,
  useCart,
  useCartCountLoader,
  useSession,
} from './index';
import { asha, reply, type FetchMock } from './test-fixtures';

let fetchMock: FetchMock;

const cartOf = (totalItems: number) =>
  reply(200, { success: true, cart: [], totalItems, totalPrice: 0 });

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, wrapper };
}

/**
 * The header's count loader, after the start-up check has accepted a stored session (tok-1);
 * `laterReplies` answer the fetches after the check's.
 */
async function loaderOfAcceptedStoredSession(...laterReplies: unknown[]) {
  localStorage.setItem('auth', JSON.stringify({ user: asha, token: 'tok-1', otpVerified: false }));
  const { store, wrapper } = setup();
  fetchMock.mockResolvedValueOnce(reply(200, { success: true, user: asha }));
  for (const later of laterReplies) fetchMock.mockResolvedValueOnce(later);
  renderHook(() => useCartCountLoader(), { wrapper });
  await act(async () => {
    await store.set(sessionHydratedAtom);
  });
  return store;
}

const urls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`);

beforeEach(() => {
  localStorage.clear();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('cart count', () => {
  it('loads once after login, and is reset by logout', async () => {
    const { store, wrapper } = setup();
    fetchMock.mockResolvedValueOnce(cartOf(4));
    const { result } = renderHook(
      () => {
        useCartCountLoader();
        return { cart: useCart(), session: useSession() };
      },
      { wrapper },
    );
    // Nobody logged in: the start-up check ends at once, and nothing is fetched.
    await act(async () => {
      await store.set(sessionHydratedAtom);
    });
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => result.current.session.setSession(asha, 'tok-1'));
    await waitFor(() => expect(result.current.cart.totalItems).toBe(4));
    expect(urls()).toEqual(['GET /api/v1/cart']);
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ Authorization: 'Bearer tok-1' });

    act(() => result.current.session.clearSession());
    expect(store.get(cartCountAtom)).toBe(0);
    expect(urls()).toHaveLength(1);
  });

  it('waits for the start-up check of a restored session; a rejected token asks nothing', async () => {
    localStorage.setItem('auth', JSON.stringify({ user: asha, token: 'old', otpVerified: false }));
    const { store, wrapper } = setup();
    fetchMock.mockResolvedValueOnce(
      reply(401, { success: false, msg: 'Invalid or expired token' }),
    );
    renderHook(() => useCartCountLoader(), { wrapper });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await store.set(sessionHydratedAtom);
    });
    expect(urls()).toEqual(['GET /api/v1/profile']);
    expect(store.get(cartCountAtom)).toBe(0);
  });

  it('asks nothing for a session whose count the cart page sets', async () => {
    const store = await loaderOfAcceptedStoredSession();
    // The cart page's own GET /cart answers just after the start-up check did.
    act(() => store.set(cartCountAtom, 2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(urls()).toEqual(['GET /api/v1/profile']);
    expect(store.get(cartCountAtom)).toBe(2);
  });

  it('loads the count for a restored session once its start-up check has passed', async () => {
    const store = await loaderOfAcceptedStoredSession(cartOf(5));
    await waitFor(() => expect(store.get(cartCountAtom)).toBe(5));
    expect(urls()).toEqual(['GET /api/v1/profile', 'GET /api/v1/cart']);
  });

  it('addToCart posts type and id, then reloads the count', async () => {
    const { store, wrapper } = setup();
    store.set(cartCountAtom, 1);
    const { result } = renderHook(() => ({ cart: useCart(), session: useSession() }), { wrapper });
    act(() => result.current.session.setSession(asha, 'tok-1'));
    fetchMock
      .mockResolvedValueOnce(
        reply(201, {
          success: true,
          msg: 'Item added to cart',
          item: {
            id: 1,
            item_id: 'homecare:cockroach-control',
            item_type: 'homecare',
            item_name: 'Cockroach Control',
            item_description: null,
            item_price: '899.00',
            item_category: 'Pest control',
            quantity: 1,
            added_at: '2026-11-22T00:00:00.000Z',
          },
        }),
      )
      .mockResolvedValueOnce(cartOf(2));

    await act(async () => {
      await expect(
        result.current.cart.addToCart('homecare', 'homecare:cockroach-control'),
      ).resolves.toBe('Item added to cart');
    });
    expect(urls()).toEqual(['POST /api/v1/cart/addToCart', 'GET /api/v1/cart']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      item_type: 'homecare',
      item_id: 'homecare:cockroach-control',
    });
    expect(result.current.cart.totalItems).toBe(2);
  });

  it('addToCart rejects with the default message when the server sends none', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ cart: useCart(), session: useSession() }), { wrapper });
    act(() => result.current.session.setSession(asha, 'tok-1'));
    fetchMock.mockResolvedValueOnce(reply(500));
    await act(async () => {
      await expect(result.current.cart.addToCart('service', 'service:plumbing')).rejects.toThrow(
        'Failed to add item to cart',
      );
    });
    expect(urls()).toEqual(['POST /api/v1/cart/addToCart']);
  });
});
