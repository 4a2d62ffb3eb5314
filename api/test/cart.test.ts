import { CART_MESSAGES, CATALOGUE_MESSAGES } from '@marketplace/shared/contracts';
import {
  client,
  login,
  newAccount,
  registerVerified,
  testEngines,
  useAccountsApp,
} from './support/accounts';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

describe.each(engines)('cart on $dialect', (engine) => {
  let token: string;
  let otherToken: string;
  const priya = newAccount('priya');
  const kabir = newAccount('kabir');
  const mailbox = useMailbox();
  const app = useAccountsApp(engine, mailbox, async (built) => {
    await registerVerified(built, mailbox, priya);
    await registerVerified(built, mailbox, kabir);
    token = await login(built, priya);
    otherToken = await login(built, kabir);
  });

  const send = (
    method: 'POST' | 'GET' | 'PUT' | 'DELETE',
    url: string,
    bearer?: string,
    payload?: object,
  ) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(payload ? { payload } : {}),
    });

  const rows = () =>
    app()
      .db.selectFrom('cart_items')
      .innerJoin('users', 'users.id', 'cart_items.user_id')
      .select([
        'users.username',
        'cart_items.item_type',
        'cart_items.item_id',
        'cart_items.quantity',
      ])
      .orderBy('cart_items.id')
      .execute();

  const add = async (payload: object, bearer = token) => {
    const response = await send('POST', '/cart/addToCart', bearer, payload);
    expect(response.statusCode).toBe(201);
    return response.json<{ item: { id: number } }>().item.id;
  };

  it('refuses every cart call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/cart'],
      ['POST', '/cart/addToCart'],
      ['PUT', '/cart/1'],
      ['DELETE', '/cart/1'],
      ['DELETE', '/cart'],
    ] as const) {
      const response = await send(
        method,
        url,
        undefined,
        method === 'GET' || method === 'DELETE' ? undefined : { quantity: 1 },
      );
      expectFailure(response, 401, CART_MESSAGES.authRequired, 'UNAUTHORIZED');
    }
    const revoked = await send('GET', '/cart', 'not-a-session');
    expect(revoked.statusCode).toBe(401);
  });

  it('adds from the catalogue, merges the same item and serves the cart with totals', async () => {
    const added = await send('POST', '/cart/addToCart', token, {
      item_type: 'service',
      item_id: 'service:house-cleaning',
    });
    expect(added.statusCode).toBe(201);
    const body = added.json<{ item: { id: number; added_at: string } }>();
    expect(body).toEqual({
      success: true,
      msg: 'Item added to cart',
      item: {
        id: body.item.id,
        item_id: 'service:house-cleaning',
        item_type: 'service',
        item_name: 'House cleaning',
        item_description: expect.any(String),
        item_price: '1499.00',
        item_category: 'Home Services',
        price_was: null,
        available: true,
        quantity: 1,
        added_at: body.item.added_at,
      },
    });

    await add({ item_type: 'service', item_id: 'service:house-cleaning', quantity: 2 });
    await add({ item_type: 'maintenance', item_id: 'maintenance:housekeeping-service' });

    const cart = await send('GET', '/cart', token);
    expect(cart.statusCode).toBe(200);
    const json = cart.json<{ cart: Array<Record<string, unknown>> }>();
    expect(json).toMatchObject({ success: true, totalItems: 4, totalPrice: 1499 * 3 + 500 });
    expect(json.cart.map((line) => [line.item_id, line.item_price, line.quantity])).toEqual([
      ['service:house-cleaning', '1499.00', 3],
      ['maintenance:housekeeping-service', '500.00', 1],
    ]);
    expect(await rows()).toEqual([
      { username: 'priya', item_type: 'service', item_id: 'service:house-cleaning', quantity: 3 },
      {
        username: 'priya',
        item_type: 'maintenance',
        item_id: 'maintenance:housekeeping-service',
        quantity: 1,
      },
    ]);
  });

  it('never takes a price or a name from the client', async () => {
    const response = await send('POST', '/cart/addToCart', token, {
      item_type: 'service',
      item_id: 'service:plumbing',
      item_price: 1,
      item_name: 'Free plumbing',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await rows()).toEqual([]);

    await add({ item_type: 'service', item_id: 'service:plumbing' });
    const cart = await send('GET', '/cart', token);
    expect(cart.json()).toMatchObject({
      cart: [{ item_name: 'Plumbing', item_price: '299.00' }],
      totalPrice: 299,
    });
  });

  it('answers 404 for an unknown item and 409 for one not booked by visit', async () => {
    for (const payload of [
      { item_type: 'service', item_id: 'service:teleportation' },
      { item_type: 'maintenance', item_id: 'service:plumbing' },
    ]) {
      const response = await send('POST', '/cart/addToCart', token, payload);
      expectFailure(response, 404, 'Item not found', 'NOT_FOUND');
    }
    // A quoted package and a monthly service are never a 2-hour visit at a fixed charge.
    for (const payload of [
      { item_type: 'package', item_id: 'package:platinum' },
      { item_type: 'maintenance', item_id: 'maintenance:security-service' },
      { item_type: 'maintenance', item_id: 'maintenance:patient-care-services' },
    ]) {
      const response = await send('POST', '/cart/addToCart', token, payload);
      expectFailure(response, 409, CATALOGUE_MESSAGES.notBookable, 'NOT_BOOKABLE');
    }
    expect(await rows()).toEqual([]);
  });

  it('caps a merged line at the largest quantity', async () => {
    await add({ item_type: 'homecare', item_id: 'homecare:cockroach-control', quantity: 98 });
    await add({ item_type: 'homecare', item_id: 'homecare:cockroach-control', quantity: 5 });
    expect(await rows()).toMatchObject([{ quantity: 99 }]);
  });

  it('updates a quantity, removes at 0, removes a line and clears the cart', async () => {
    const cleaning = await add({ item_type: 'service', item_id: 'service:house-cleaning' });
    const design = await add({ item_type: 'design', item_id: 'design:modern-living-01' });
    const pest = await add({ item_type: 'homecare', item_id: 'homecare:general-pest-control' });

    const updated = await send('PUT', `/cart/${cleaning}`, token, { quantity: 4 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ success: true, msg: 'Quantity updated' });
    expect(await rows()).toMatchObject([{ quantity: 4 }, { quantity: 1 }, { quantity: 1 }]);

    const tooMany = await send('PUT', `/cart/${cleaning}`, token, { quantity: 100 });
    expect(tooMany.statusCode).toBe(400);

    const zero = await send('PUT', `/cart/${design}`, token, { quantity: 0 });
    expect(zero.json()).toEqual({ success: true, msg: 'Quantity updated' });
    expect((await rows()).map((r) => r.item_id)).toEqual([
      'service:house-cleaning',
      'homecare:general-pest-control',
    ]);

    const removed = await send('DELETE', `/cart/${pest}`, token);
    expect(removed.json()).toEqual({ success: true, msg: 'Item removed from cart' });
    expect((await rows()).map((r) => r.item_id)).toEqual(['service:house-cleaning']);

    const cleared = await send('DELETE', '/cart', token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ success: true, msg: 'Cart cleared' });
    expect(await rows()).toEqual([]);
    expect((await send('GET', '/cart', token)).json()).toEqual({
      success: true,
      cart: [],
      totalItems: 0,
      totalPrice: 0,
    });
  });

  it("keeps carts apart: another user's line is 404 and clearing touches only one cart", async () => {
    const mine = await add({ item_type: 'service', item_id: 'service:plumbing' });
    await add({ item_type: 'service', item_id: 'service:electrician' }, otherToken);

    for (const response of [
      await send('PUT', `/cart/${mine}`, otherToken, { quantity: 5 }),
      await send('DELETE', `/cart/${mine}`, otherToken),
    ]) {
      expectFailure(response, 404, CART_MESSAGES.lineNotFound, 'NOT_FOUND');
    }
    expect((await send('GET', '/cart', otherToken)).json()).toMatchObject({
      cart: [{ item_id: 'service:electrician' }],
      totalItems: 1,
    });

    await send('DELETE', '/cart', otherToken);
    expect(await rows()).toEqual([
      { username: 'priya', item_type: 'service', item_id: 'service:plumbing', quantity: 1 },
    ]);
  });

  it('shows a line whose item left the catalogue with no name or price', async () => {
    const user = await app()
      .db.selectFrom('users')
      .select('id')
      .where('username', '=', 'priya')
      .executeTakeFirstOrThrow();
    await app()
      .db.insertInto('cart_items')
      .values({
        user_id: Number(user.id),
        item_type: 'service',
        item_id: 'service:retired',
        quantity: 2,
        added_at: new Date().toISOString(),
      })
      .execute();
    expect((await client(app()).get('/cart', token)).json()).toMatchObject({
      cart: [{ item_name: null, item_price: null, item_description: null, quantity: 2 }],
      totalItems: 2,
      totalPrice: 0,
    });
  });
});
