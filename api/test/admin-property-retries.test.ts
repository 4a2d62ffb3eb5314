import type { App } from '../src/app';
import { testEngines } from './support/accounts';
import { VALID_FIELDS, multipartBody, picture, type Tokens } from './support/admin';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';
import { propertyAdminSuite } from './support/property-admin';

// A save whose answer was lost on the way back is retried with the same Idempotency-Key: it
// answers what the first attempt saved, and saves nothing twice.
const engines = testEngines();
// Accounts, mail and pictures: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);

describe.each(engines)('retried property saves on $dialect', (engine) => {
  const admin = propertyAdminSuite(engine, useMailbox());
  const { send, storedFiles, stagingLeft, propertyCount } = admin;
  let app: App;
  let tokens: Tokens;
  beforeAll(() => {
    ({ app, tokens } = admin);
  });

  const withKey = (key: string, body: { payload: Buffer; headers: Record<string, string> }) => ({
    ...body,
    headers: { ...body.headers, 'idempotency-key': key },
  });
  const form = async (fields: Record<string, string> = {}, pictures = 1) =>
    multipartBody(
      { ...VALID_FIELDS, ...fields },
      await Promise.all(
        Array.from({ length: pictures }, async (_, i) => ({
          filename: `p${i}.png`,
          content: await picture('png', 200 + i, 100),
        })),
      ),
    );
  const add = async (key: string, fields: Record<string, string> = {}) =>
    send('POST', '/addProperty', tokens.manager, withKey(key, await form(fields)));

  it('answers a retried add with the property the first attempt made, adding nothing', async () => {
    const first = await add('retry-key-0001');
    expect(first.statusCode).toBe(201);
    const made = first.json<{ data: { id: number; images: string[] } }>().data;
    // The same attempt again, even with a changed body: the key names the attempt.
    const retried = await add('retry-key-0001', { name: 'Changed meanwhile' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({
      success: true,
      msg: 'Property added successfully',
      data: made,
    });
    expect(await propertyCount()).toBe(1);
    expect(storedFiles()).toHaveLength(3);
    expect(stagingLeft()).toEqual([]);
    // Another key is another property.
    expect((await add('retry-key-0002')).statusCode).toBe(201);
    expect(await propertyCount()).toBe(2);
  });

  it('makes one property of two attempts racing with one key', async () => {
    const answers = await Promise.all([add('racing-key-001'), add('racing-key-001')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((answer) => answer.json<{ data: { id: number } }>().data.id);
    expect(a).toBe(b);
    expect(await propertyCount()).toBe(1);
    expect(storedFiles()).toHaveLength(3);
    expect(stagingLeft()).toEqual([]);
  });

  it("keeps each account's keys apart, and refuses a malformed key", async () => {
    const body = await form();
    const byManager = await send(
      'POST',
      '/addProperty',
      tokens.manager,
      withKey('shared-key-1', body),
    );
    const byAdmin = await send('POST', '/addProperty', tokens.admin, withKey('shared-key-1', body));
    expect([byManager.statusCode, byAdmin.statusCode]).toEqual([201, 201]);
    expect(await propertyCount()).toBe(2);
    expectFailure(
      await send('POST', '/addProperty', tokens.manager, withKey('bad key!', body)),
      400,
      'Idempotency-Key must be 8 to 100 letters, digits, - or _',
      'VALIDATION_ERROR',
    );
  });

  it('answers a retried edit with the edit it made, not with a conflict', async () => {
    const created = (await add('edit-base-key1')).json<{ data: { id: number } }>().data;
    const editOnce = async () =>
      send(
        'PUT',
        `/updateProperty/${created.id}`,
        tokens.manager,
        withKey('edit-key-00001', await form({ version: '1', name: 'Edited once' })),
      );
    const first = await editOnce();
    expect(first.statusCode).toBe(200);
    const again = await editOnce();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const detail = await app.inject({ url: `/api/v1/getPropertyById/${created.id}` });
    expect(detail.json<{ data: unknown }>().data).toMatchObject({
      name: 'Edited once',
      version: 2,
    });
    expect(storedFiles()).toHaveLength(6);
    expect(stagingLeft()).toEqual([]);
  });
});
