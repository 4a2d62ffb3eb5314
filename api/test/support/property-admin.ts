import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { buildAccountsApp, type Engine } from './accounts';
import {
  ADMIN_ENV,
  VALID_FIELDS,
  adminManagerUser,
  multipartBody,
  picture,
  sender,
  type Sender,
  type Tokens,
} from './admin';
import type { Mailbox } from './mailbox';

/*
 * What the property administration tests share: for a describe, one app on the engine with an
 * admin, a manager and a user, and the checks of what was stored (rows, picture files, staging).
 * After each test the properties and their files are removed.
 */

export interface PropertyAdmin {
  readonly app: App;
  readonly tokens: Tokens;
  send: Sender;
  /** The files under UPLOAD_DIR/properties. */
  storedFiles(): string[];
  /** What is left under UPLOAD_DIR/.staging. */
  stagingLeft(): string[];
  propertyCount(): Promise<number>;
  expectNothingWritten(): Promise<void>;
  /**
   * Adds a property with `files` pictures as the manager, its fields VALID_FIELDS with `changes`;
   * its id and picture URLs.
   */
  addProperty(files: number, changes?: Record<string, string>): Promise<AddedProperty>;
}

export interface AddedProperty {
  id: number;
  images: string[];
}

export function propertyAdminSuite(engine: Engine, mailbox: Mailbox): PropertyAdmin {
  let built: { app: App; tokens: Tokens; send: Sender } | undefined;
  const current = () => {
    if (!built) throw new Error('the app is built in beforeAll; use it inside a test or hook');
    return built;
  };

  beforeAll(async () => {
    const app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
    built = { app, tokens: await adminManagerUser(app, mailbox), send: sender(app) };
  });
  afterAll(async () => {
    await built?.app.close();
  });
  afterEach(async () => {
    const { app } = current();
    await app.db.deleteFrom('properties').execute();
    rmSync(path.join(app.config.uploadDir, 'properties'), { recursive: true, force: true });
  });

  const listing = (folder: string) => {
    const dir = path.join(current().app.config.uploadDir, folder);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const propertyCount = async () => {
    const row = await current()
      .app.db.selectFrom('properties')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return {
    get app() {
      return current().app;
    },
    get tokens() {
      return current().tokens;
    },
    send: (...args) => current().send(...args),
    storedFiles: () => listing('properties'),
    stagingLeft: () => listing('.staging'),
    propertyCount,
    async expectNothingWritten() {
      expect(await propertyCount()).toBe(0);
      expect(listing('properties')).toEqual([]);
      expect(listing('.staging')).toEqual([]);
    },
    async addProperty(files, changes = {}) {
      const fields = { ...VALID_FIELDS, ...changes };
      const parts = await Promise.all(
        Array.from({ length: files }, async (_, i) => ({
          filename: `photo-${i}.png`,
          content: await picture('png', 600 + i, 400),
        })),
      );
      const response: LightMyRequestResponse = await current().send(
        'POST',
        '/addProperty',
        current().tokens.manager,
        multipartBody(fields, parts),
      );
      expect(response.statusCode).toBe(201);
      return response.json<{ data: AddedProperty }>().data;
    },
  };
}
