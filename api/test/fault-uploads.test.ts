// Storage failures during a property upload: an upload folder the api cannot write to,
// and a disk that fills up while a picture is being written. The manager gets a clear error, not a
// misleading "unreadable image", and no property row is left without its files. (The process runs
// as root in CI, so a read-only folder is made by putting a file where the folder should be.)
import fs, { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { App } from '../src/app';
import { buildAccountsApp, testEngines } from './support/accounts';
import {
  ADMIN_ENV,
  VALID_FIELDS,
  adminManagerUser,
  multipartBody,
  picture,
  sender,
  type Sender,
  type Tokens,
} from './support/admin';
import { useMailbox } from './support/mailbox';

jest.setTimeout(30_000);
const [sqlite] = testEngines();

describe('a property upload when storage fails', () => {
  const mailbox = useMailbox();
  let app: App;
  let tokens: Tokens;
  let send: Sender;

  beforeAll(async () => {
    app = await buildAccountsApp(sqlite!, mailbox, ADMIN_ENV);
    tokens = await adminManagerUser(app, mailbox);
    send = sender(app);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    for (const name of ['properties', '.staging']) {
      rmSync(path.join(app.config.uploadDir, name), { recursive: true, force: true });
    }
  });

  const propertyCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('properties')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedFiles = () => {
    const dir = path.join(app.config.uploadDir, 'properties');
    return existsSync(dir) && fs.statSync(dir).isDirectory() ? readdirSync(dir) : [];
  };

  async function upload() {
    const parts = [
      { filename: 'front.png', content: await picture('png', 640, 480) },
      { filename: 'hall.png', content: await picture('png', 641, 480) },
    ];
    return send('POST', '/addProperty', tokens.manager, multipartBody(VALID_FIELDS, parts));
  }

  function expectStorageError(response: Awaited<ReturnType<typeof upload>>) {
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({
      success: false,
      msg: 'The pictures could not be stored on the server. Nothing was saved; please try again later.',
      code: 'STORAGE_FAILED',
    });
  }

  it('answers a clear error and writes nothing when the upload folder cannot be written', async () => {
    const before = await propertyCount();
    writeFileSync(path.join(app.config.uploadDir, 'properties'), 'not a folder');
    const response = await upload();
    expectStorageError(response);
    expect(await propertyCount()).toBe(before);
  });

  it('answers a clear error and writes nothing when the disk fills up mid-upload', async () => {
    const before = await propertyCount();
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    jest.spyOn(fs, 'createWriteStream').mockImplementation(
      () =>
        new Writable({
          write: (_chunk, _encoding, callback) => callback(full),
        }) as unknown as fs.WriteStream,
    );
    const response = await upload();
    expectStorageError(response);
    expect(await propertyCount()).toBe(before);
    expect(storedFiles()).toEqual([]);
  });
});
