import {
  AUTH_MESSAGES,
  PROPERTY_MESSAGES,
  WISHLIST_MERGE_MAX,
} from '@marketplace/shared/contracts';
import {
  login,
  newAccount,
  registerVerified,
  testEngines,
  useAccountsApp,
} from './support/accounts';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';
import { insertFixture } from './support/properties';

// Each test registers and logs in two accounts first: allow for a busy machine.
jest.setTimeout(20_000);

describe.each(testEngines())('wishlist on $dialect', (engine) => {
  let priyaToken: string;
  let kabirToken: string;
  let ids: number[];
  const mailbox = useMailbox();
  const app = useAccountsApp(engine, mailbox, async (built) => {
    const priya = newAccount('priya');
    const kabir = newAccount('kabir');
    await registerVerified(built, mailbox, priya);
    await registerVerified(built, mailbox, kabir);
    priyaToken = await login(built, priya);
    kabirToken = await login(built, kabir);
    ids = await insertFixture(built);
  });

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
  const savedIds = async (token: string) =>
    (await call('GET', '/wishlist', token))
      .json<{ data: { id: number }[] }>()
      .data.map((p) => p.id);
  const id = (index: number) => ids[index] as number;

  it('refuses every call without a valid token', async () => {
    for (const [method, url] of [
      ['GET', '/wishlist'],
      ['PUT', `/wishlist/${id(0)}`],
      ['DELETE', `/wishlist/${id(0)}`],
      ['POST', '/wishlist/merge'],
    ] as const) {
      expectFailure(await call(method, url), 401, AUTH_MESSAGES.noToken, 'NO_TOKEN');
    }
    expect((await call('GET', '/wishlist', 'forged')).statusCode).toBe(401);
  });

  it('saves, lists (most recently saved first) and removes, idempotently', async () => {
    const put = await call('PUT', `/wishlist/${id(1)}`, priyaToken);
    expect(put.json()).toEqual({ success: true, msg: PROPERTY_MESSAGES.wishlistAdded });
    // A second save of the same property keeps one row.
    expect((await call('PUT', `/wishlist/${id(1)}`, priyaToken)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('PUT', `/wishlist/${id(4)}`, priyaToken);
    const listed = await call('GET', '/wishlist', priyaToken);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      success: true,
      data: [
        { id: id(4), name: 'Jabalpur Greens' },
        { id: id(1), name: 'Lotus Enclave' },
      ],
    });

    const removed = await call('DELETE', `/wishlist/${id(1)}`, priyaToken);
    expect(removed.json()).toEqual({ success: true, msg: PROPERTY_MESSAGES.wishlistRemoved });
    expect((await call('DELETE', `/wishlist/${id(1)}`, priyaToken)).statusCode).toBe(200);
    expect(await savedIds(priyaToken)).toEqual([id(4)]);
  });

  it('answers 404 for an unknown property and 400 for a malformed id', async () => {
    expectFailure(
      await call('PUT', '/wishlist/999999', priyaToken),
      404,
      PROPERTY_MESSAGES.notFound,
      'NOT_FOUND',
    );
    expect((await call('PUT', '/wishlist/abc', priyaToken)).statusCode).toBe(400);
    expect(await savedIds(priyaToken)).toEqual([]);
  });

  it("keeps each user's list their own", async () => {
    await call('PUT', `/wishlist/${id(2)}`, priyaToken);
    await call('PUT', `/wishlist/${id(3)}`, kabirToken);
    expect(await savedIds(priyaToken)).toEqual([id(2)]);
    expect(await savedIds(kabirToken)).toEqual([id(3)]);
    // Kabir removing Priya's saved property changes nothing of hers.
    await call('DELETE', `/wishlist/${id(2)}`, kabirToken);
    expect(await savedIds(priyaToken)).toEqual([id(2)]);
    // Merging answers only the caller's own ids.
    const merged = await call('POST', '/wishlist/merge', kabirToken, { property_ids: [] });
    expect(merged.json()).toEqual({ success: true, data: [id(3)] });
  });

  it('merges the logged-out hearts: unknown ids ignored, duplicates once, all saved ids answered', async () => {
    await call('PUT', `/wishlist/${id(0)}`, priyaToken);
    const merged = await call('POST', '/wishlist/merge', priyaToken, {
      property_ids: [id(5), 999999, id(0), id(5)],
    });
    expect(merged.statusCode).toBe(200);
    const body = merged.json<{ success: true; data: number[] }>();
    expect([...body.data].sort((a, b) => a - b)).toEqual([id(0), id(5)].sort((a, b) => a - b));
    expect((await savedIds(priyaToken)).sort((a, b) => a - b)).toEqual(
      body.data.sort((a, b) => a - b),
    );
  });

  it('refuses a merge that is too long or malformed', async () => {
    const tooMany = Array.from({ length: WISHLIST_MERGE_MAX + 1 }, (_, i) => i + 1);
    const response = await call('POST', '/wishlist/merge', priyaToken, { property_ids: tooMany });
    expectFailure(
      response,
      400,
      `property_ids must have at most ${WISHLIST_MERGE_MAX} ids`,
      'VALIDATION_ERROR',
    );
    expect(
      (await call('POST', '/wishlist/merge', priyaToken, { property_ids: ['1'] })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/wishlist/merge', priyaToken, { ids: [1] })).statusCode).toBe(400);
  });

  it('shows a saved listing only while it is live, and never saves one that is not', async () => {
    await call('PUT', `/wishlist/${id(1)}`, priyaToken);
    const sold = () =>
      app().db.updateTable('properties').set({ status: 'sold' }).where('id', '=', id(1)).execute();
    await sold();
    expect(await savedIds(priyaToken)).toEqual([]);
    const put = await call('PUT', `/wishlist/${id(1)}`, kabirToken);
    expectFailure(put, 404, PROPERTY_MESSAGES.notFound, 'NOT_FOUND');
    const merged = await call('POST', '/wishlist/merge', kabirToken, { property_ids: [id(1)] });
    expect(merged.json()).toEqual({ success: true, data: [] });
    // Listed again (renewed): back in the saved list, with the date it was first saved.
    await app()
      .db.updateTable('properties')
      .set({ status: 'live' })
      .where('id', '=', id(1))
      .execute();
    expect(await savedIds(priyaToken)).toEqual([id(1)]);
  });

  it('forgets the saved rows when the property is deleted', async () => {
    await call('PUT', `/wishlist/${id(6)}`, priyaToken);
    await app().db.deleteFrom('properties').where('id', '=', id(6)).execute();
    expect(await savedIds(priyaToken)).toEqual([]);
  });
});
