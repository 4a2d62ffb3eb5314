import type { LightMyRequestResponse } from 'fastify';
import type { MyListing } from '@marketplace/shared/contracts-posting';
import type { App } from '../../src/app';
import { buildAccountsApp, login, newAccount, registerVerified, type Engine } from './accounts';
import {
  ADMIN_ENV,
  VALID_FIELDS,
  adminManagerUser,
  multipartBody,
  picture,
  type FilePart,
  type Tokens,
} from './admin';
import type { Mailbox } from './mailbox';

/*
 * What the tests of listers' listings share: an app with an admin, a manager and a user, lister
 * accounts, and the posting form's requests as the browser sends them.
 */

/** A complete listing as the posting form sends it (no public contact or brochure link). */
export const LISTING_FIELDS: Record<string, string> = Object.fromEntries(
  Object.entries({ ...VALID_FIELDS, listerPhone: '+91 98260 55555' }).filter(
    ([name]) => name !== 'contactAgent' && name !== 'brochureLink',
  ),
);

export interface Lister {
  token: string;
  email: string;
  id: number;
}

export interface ListerSuite {
  readonly app: App;
  readonly tokens: Tokens;
  /** A new verified, logged-in account. */
  lister(username: string): Promise<Lister>;
  /** A request with the account's bearer (none when `token` is undefined). */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** POST /my-listings or PUT /my-listings/:id with these fields and pictures. */
  saveDraft(
    token: string,
    fields: Record<string, string>,
    options?: { id?: number; pictures?: number; files?: FilePart[]; key?: string },
  ): Promise<LightMyRequestResponse>;
  /** A complete draft with one picture, sent for review: its id. */
  postListing(token: string, changes?: Record<string, string>): Promise<number>;
  /** Posts a listing and has the admin approve it: its id. */
  liveListing(token: string, changes?: Record<string, string>): Promise<number>;
  myListing(token: string, id: number): Promise<MyListing>;
}

let accounts = 0;

/** For a describe: one app on the engine; listings are removed after each test. */
export function listerSuite(engine: Engine, mailbox: Mailbox): ListerSuite {
  let built: { app: App; tokens: Tokens } | undefined;
  const current = () => {
    if (!built) throw new Error('the app is built in beforeAll; use it inside a test or hook');
    return built;
  };
  beforeAll(async () => {
    const app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
    built = { app, tokens: await adminManagerUser(app, mailbox) };
  });
  afterAll(async () => {
    await built?.app.close();
  });
  afterEach(async () => {
    jest.useRealTimers();
    const { app } = current();
    await app.db.deleteFrom('listing_decisions').execute();
    await app.db.deleteFrom('enquiries').execute();
    await app.db.deleteFrom('properties').execute();
    await app.db.deleteFrom('rate_limits').execute();
  });

  const call: ListerSuite['call'] = (method, url, token, payload) =>
    current().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  const saveDraft: ListerSuite['saveDraft'] = async (token, fields, options = {}) => {
    const files = [...(options.files ?? [])];
    for (let i = 0; i < (options.pictures ?? 0); i += 1) {
      files.push({ filename: `room-${i}.jpg`, content: await picture('jpeg', 320 + i, 240) });
    }
    const body = multipartBody(fields, files);
    return current().app.inject({
      method: options.id === undefined ? 'POST' : 'PUT',
      url: `/api/v1/my-listings${options.id === undefined ? '' : `/${options.id}`}`,
      headers: {
        ...body.headers,
        authorization: `Bearer ${token}`,
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      payload: body.payload,
    });
  };

  const postListing: ListerSuite['postListing'] = async (token, changes = {}) => {
    const saved = await saveDraft(token, { ...LISTING_FIELDS, ...changes }, { pictures: 1 });
    if (saved.statusCode !== 201) throw new Error(`draft: ${saved.body}`);
    const { id } = saved.json<{ data: MyListing }>().data;
    const sent = await call('POST', `/my-listings/${id}/submit`, token);
    if (sent.statusCode !== 200) throw new Error(`submit: ${sent.body}`);
    return id;
  };

  return {
    get app() {
      return current().app;
    },
    get tokens() {
      return current().tokens;
    },
    async lister(username) {
      accounts += 1;
      const account = newAccount(`${username}${accounts}`);
      await registerVerified(current().app, mailbox, account);
      const token = await login(current().app, account);
      const { id } = await current()
        .app.db.selectFrom('users')
        .select('id')
        .where('username', '=', account.username)
        .executeTakeFirstOrThrow();
      return { token, email: account.email, id: Number(id) };
    },
    call,
    saveDraft,
    postListing,
    async liveListing(token, changes) {
      const id = await postListing(token, changes);
      const approved = await call(
        'POST',
        `/admin/listing-reviews/${id}/approve`,
        current().tokens.admin,
      );
      if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
      return id;
    },
    async myListing(token, id) {
      const response = await call('GET', `/my-listings/${id}`, token);
      if (response.statusCode !== 200) throw new Error(`my listing: ${response.body}`);
      return response.json<{ data: MyListing }>().data;
    },
  };
}
