import type { App } from '../src/app';
import { insertEnquiry } from '../src/db/repositories/enquiries';
import { insertProperties } from '../src/db/repositories/property-writes';
import { base } from './support/properties';
import { buildAccountsApp, client, testEngines } from './support/accounts';
import { ADMIN_ENV, adminManagerUser, type Tokens } from './support/admin';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();
// Accounts, mail and pictures: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);

interface Page {
  data: {
    id: number;
    type: string;
    handled: boolean;
    property_name: string | null;
    payload: Record<string, unknown>;
  }[];
  total: number;
  unhandled: number;
  page: number;
  limit: number;
}

describe.each(engines)('enquiries inbox on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;
  let tokens: Tokens;
  let propertyId: number;

  beforeAll(async () => {
    app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
    tokens = await adminManagerUser(app, mailbox);
    [propertyId] = (await insertProperties(app.db, [
      {
        ...base,
        name: 'Lake View Villa',
        location: 'Noida',
        priceValue: 9_000_000,
        bedrooms: '3 BHK',
        area: 1500,
      },
    ])) as [number];
    // 25 contact messages a minute apart, then the two property enquiries through the api.
    const start = Date.parse('2026-11-01T10:00:00Z');
    for (let i = 0; i < 25; i += 1) {
      await insertEnquiry(app.db, {
        type: 'contact',
        payload: { name: `Person ${i}`, email: `p${i}@example.in`, message: `Message ${i}` },
        now: new Date(start + i * 60_000),
      });
    }
    await insertEnquiry(app.db, {
      type: 'job_application',
      payload: {
        name: 'Ravi',
        contact: '9876543210',
        education: 'ITI',
        address: 'Pune',
        workExperience: '3 years',
        skills: 'Wiring',
      },
      now: new Date(start + 30 * 60_000),
    });
    const agent = await client(app).post('/enquiries', {
      type: 'agent_contact',
      property_id: propertyId,
      name: 'Neha',
      phone: '+91 98765 43210',
      email: 'neha@example.in',
      message: 'Is it available?',
    });
    expect(agent.statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
  });

  const list = (query: string, token = tokens.manager) =>
    app.inject({ url: `/api/v1/enquiries${query}`, headers: { authorization: `Bearer ${token}` } });
  const patch = (id: number | string, payload: object, token = tokens.admin) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/enquiries/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('is for managers and admins only', async () => {
    expectFailure(
      await app.inject({ url: '/api/v1/enquiries' }),
      401,
      'No token found',
      'NO_TOKEN',
    );
    expect((await list('', tokens.user)).statusCode).toBe(403);
    expect((await patch(1, { handled: true }, tokens.user)).statusCode).toBe(403);
    expect((await list('', tokens.admin)).statusCode).toBe(200);
  });

  it('lists every type newest first, a page at a time, with the property named', async () => {
    const first = (await list('')).json<Page>();
    expect(first).toMatchObject({ success: true, total: 27, unhandled: 27, page: 1, limit: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      type: 'agent_contact',
      property_name: 'Lake View Villa',
      handled: false,
      payload: { property_id: propertyId, name: 'Neha', message: 'Is it available?' },
    });
    expect(first.data[1]).toMatchObject({ type: 'job_application', property_name: null });
    expect(first.data[2]?.payload).toMatchObject({ name: 'Person 24' });

    const third = (await list('?page=3&limit=10')).json<Page>();
    expect(third.data.map((e) => e.payload.name)).toEqual([
      'Person 6',
      'Person 5',
      'Person 4',
      'Person 3',
      'Person 2',
      'Person 1',
      'Person 0',
    ]);
    const contacts = (await list('?type=contact&limit=100')).json<Page>();
    expect(contacts.total).toBe(25);
    expect(contacts.data.every((e) => e.type === 'contact')).toBe(true);
  });

  it('refuses bad parameters naming them', async () => {
    const badType = await list('?type=spam');
    expect(badType.statusCode).toBe(400);
    expect(badType.json<{ msg: string }>().msg).toContain('type must be one of');
    expect((await list('?limit=500')).json<{ msg: string }>().msg).toContain(
      'limit must be at most 100',
    );
  });

  it('marks one handled and open again', async () => {
    const [newest] = (await list('')).json<Page>().data;
    const done = await patch(newest?.id ?? 0, { handled: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      msg: 'Enquiry marked as handled',
      data: { id: newest?.id, handled: true, property_name: 'Lake View Villa' },
    });
    expect((await list('')).json<Page>()).toMatchObject({ total: 27, unhandled: 26 });
    expect((await list('')).json<Page>().data[0]).toMatchObject({ handled: true });

    const reopened = await patch(newest?.id ?? 0, { handled: false }, tokens.manager);
    expect(reopened.json()).toMatchObject({
      msg: 'Enquiry marked as not handled',
      data: { handled: false },
    });
    expect((await list('')).json<Page>().unhandled).toBe(27);

    expectFailure(await patch(999_999, { handled: true }), 404, 'Enquiry not found', 'NOT_FOUND');
    expectFailure(await patch('abc', { handled: true }), 404, 'Enquiry not found', 'NOT_FOUND');
    const bad = await patch(newest?.id ?? 0, { handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toContain('handled must be true or false');
  });
});
