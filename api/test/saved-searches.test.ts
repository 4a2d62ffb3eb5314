// Saved searches through the api on both engines: save under a name, list with the count of new
// listings since the last visit, rename, alerts on and off, delete, the cap per account, and
// every route refusing another account's id as if it did not exist.
import {
  AUTH_MESSAGES,
  SAVED_SEARCH_MAX,
  SAVED_SEARCH_MESSAGES,
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
import {
  goLive,
  insertListings,
  listing,
  savedOf,
  savedSearchApi,
  type SavedSearchBody,
} from './support/saved-searches';

jest.setTimeout(30_000);

const RENT_JABALPUR = 'location=jabalpur&purpose=rent';

describe.each(testEngines())('saved searches on $dialect', (engine) => {
  let priya: ReturnType<typeof savedSearchApi>;
  let kabir: ReturnType<typeof savedSearchApi>;
  const mailbox = useMailbox();
  const app = useAccountsApp(engine, mailbox, async (built) => {
    const accounts = [newAccount('priya'), newAccount('kabir')];
    for (const account of accounts) await registerVerified(built, mailbox, account);
    priya = savedSearchApi(app, await login(built, accounts[0]!));
    kabir = savedSearchApi(app, await login(built, accounts[1]!));
  });
  const listed = async (api = priya) => (await api.list()).json<{ data: SavedSearchBody[] }>().data;

  it('refuses every call without a session', async () => {
    const anonymous = savedSearchApi(app);
    for (const response of [
      await anonymous.list(),
      await anonymous.save('Rent', RENT_JABALPUR),
      await anonymous.update(1, { name: 'x' }),
      await anonymous.seen(1),
      await anonymous.remove(1),
    ]) {
      expectFailure(response, 401, AUTH_MESSAGES.noToken, 'NO_TOKEN');
    }
  });

  it('saves the listing query without its page, in one order, and lists it', async () => {
    const saved = await priya.save(
      '  2 BHK to rent  ',
      'page=3&location=jabalpur&purpose=rent&limit=24',
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      success: true,
      msg: SAVED_SEARCH_MESSAGES.saved,
      data: { name: '2 BHK to rent', query: RENT_JABALPUR, alerts: true, new_count: 0 },
    });
    expect(await listed()).toEqual([savedOf(saved)]);
    // The same search again, written another way, is the same search.
    expectFailure(
      await priya.save('Again', `?${RENT_JABALPUR}&page=2`),
      409,
      SAVED_SEARCH_MESSAGES.duplicate('2 BHK to rent'),
      'SAVED_SEARCH_EXISTS',
    );
    expect(await listed()).toHaveLength(1);
  });

  it('refuses a name or a query the listing would refuse, with its message', async () => {
    const cases: [string, string, string][] = [
      ['', RENT_JABALPUR, 'Give the search a name'],
      ['x'.repeat(61), RENT_JABALPUR, 'The name must be at most 60 characters'],
      ['Odd', 'colour=blue', 'Unrecognized key: "colour"'],
      ['Too many rooms', 'bedrooms=9', 'bedrooms must be at most 5'],
      ['Pool', 'amenities=Moat', "amenities: unknown amenity 'Moat'"],
    ];
    for (const [name, query, message] of cases) {
      const response = await priya.save(name, query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toContain(message);
    }
    expect(await listed()).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_MAX} per account, even when saves arrive together`, async () => {
    for (let i = 1; i < SAVED_SEARCH_MAX - 1; i += 1) {
      expect((await priya.save(`Search ${i}`, `q=area${i}`)).statusCode).toBe(201);
    }
    const together = await Promise.all(
      [1, 2, 3, 4].map((i) => priya.save(`Late ${i}`, `q=late${i}`)),
    );
    expect(together.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    for (const refused of together.filter((r) => r.statusCode === 409)) {
      expectFailure(refused, 409, SAVED_SEARCH_MESSAGES.limit, 'SAVED_SEARCH_LIMIT');
    }
    const all = await listed();
    expect(all).toHaveLength(SAVED_SEARCH_MAX);
    // Another account has a cap of its own; a deletion makes room again.
    expect((await kabir.save('Mine', 'q=area1')).statusCode).toBe(201);
    expect((await priya.remove(all[0]!.id)).statusCode).toBe(200);
    expect((await priya.save('One more', 'q=more')).statusCode).toBe(201);
  });

  it('renames, turns e-mails off and on, and deletes', async () => {
    const { id } = savedOf(await priya.save('Rent', RENT_JABALPUR));
    const renamed = await priya.update(id, { name: 'Rentals near Gwarighat' });
    expect(renamed.json()).toMatchObject({
      msg: SAVED_SEARCH_MESSAGES.updated,
      data: { id, name: 'Rentals near Gwarighat', alerts: true },
    });
    expect(savedOf(await priya.update(id, { alerts: false })).alerts).toBe(false);
    expect(savedOf(await priya.update(id, { alerts: true })).alerts).toBe(true);
    expect((await priya.update(id, {})).statusCode).toBe(400);
    expect((await priya.update(id, { name: ' ' })).statusCode).toBe(400);

    expect((await priya.remove(id)).json()).toEqual({
      success: true,
      msg: SAVED_SEARCH_MESSAGES.deleted,
    });
    expect(await listed()).toEqual([]);
    expectFailure(await priya.remove(id), 404, SAVED_SEARCH_MESSAGES.notFound, 'NOT_FOUND');
  });

  it("answers another account's id on every route as one that does not exist", async () => {
    const mine = savedOf(await priya.save('Rent', RENT_JABALPUR));
    for (const response of [
      await kabir.update(mine.id, { name: 'Taken' }),
      await kabir.update(mine.id, { alerts: false }),
      await kabir.seen(mine.id),
      await kabir.remove(mine.id),
      await kabir.update('abc', { name: 'x' }),
      await kabir.remove('99999999999999999999'),
    ]) {
      expectFailure(response, 404, SAVED_SEARCH_MESSAGES.notFound, 'NOT_FOUND');
    }
    expect(await listed(kabir)).toEqual([]);
    expect(await listed()).toEqual([mine]);
  });

  it('counts the matching listings that went live since the search was last opened', async () => {
    const saved = savedOf(await priya.save('Rent', RENT_JABALPUR));
    const soon = new Date(Date.parse(saved.seen_at) + 1);
    const [before, draft, matching, elsewhere, forSale] = await insertListings(app(), [
      listing('Listed before', {
        purpose: 'rent',
        liveSince: new Date(Date.now() - 60_000).toISOString(),
      }),
      listing('Still a draft', { purpose: 'rent', status: 'draft' }),
      listing('Gwarighat Nest', { purpose: 'rent', status: 'draft' }),
      listing('Noida flat', { purpose: 'rent', status: 'draft', location: 'Sector 62, Noida' }),
      listing('For sale', { status: 'draft' }),
    ]);
    expect([before, draft].every(Number.isInteger)).toBe(true);
    for (const id of [matching!, elsewhere!, forSale!]) await goLive(app(), id, soon);
    expect((await listed())[0]?.new_count).toBe(1);

    const opened = await priya.seen(saved.id);
    expect(opened.statusCode).toBe(200);
    expect(savedOf(opened).new_count).toBe(0);
    expect(savedOf(opened).seen_at > saved.seen_at).toBe(true);
  });
});
