import {
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGES_MAX,
} from '@marketplace/shared/property-schemas';
import type { App } from '../../src/app';
import { buildAccountsApp, testEngines } from '../support/accounts';
import {
  ADMIN_ENV,
  VALID_FIELDS,
  adminManagerUser,
  multipartBody,
  picture,
  type FilePart,
  type Tokens,
} from '../support/admin';
import { useMailbox } from '../support/mailbox';
import { insertFixture } from '../support/properties';
import { inject, uploadedFiles } from './attack-requests';

/*
 * The attacks a hostile user tries on property writes and uploads, each a named test, on SQLite
 * and PostgreSQL: nothing is written, and nothing lands outside its folder.
 */

const engines = testEngines();
jest.setTimeout(120_000);

describe.each(engines)('upload attacks on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;
  let tokens: Tokens;

  beforeEach(async () => {
    app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
    tokens = await adminManagerUser(app, mailbox);
  });
  afterEach(async () => {
    await app?.close();
  });

  it('property writes with a user token are refused and change nothing', async () => {
    const [propertyId] = await insertFixture(app);
    const count = async () =>
      (
        await app.db
          .selectFrom('properties')
          .select((e) => e.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const form = multipartBody(VALID_FIELDS, [{ filename: 'a.png', content: await picture() }]);
    for (const [method, url] of [
      ['POST', '/api/v1/addProperty'],
      ['PUT', `/api/v1/updateProperty/${propertyId}`],
      ['DELETE', `/api/v1/deleteProperty/${propertyId}`],
    ] as const) {
      const response = await inject(
        app,
        method,
        url,
        tokens.user,
        method === 'DELETE' ? undefined : form,
      );
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    expect(Number(await count())).toBe(before);
    expect(uploadedFiles(app)).toEqual([]);
  });

  it('uploads: non-images, polyglots, oversized, too many files and path tricks are refused, nothing written', async () => {
    const png = await picture();
    const cases: [string, FilePart[]][] = [
      ['a text file named .png', [{ filename: 'a.png', content: Buffer.from('just text') }]],
      [
        'html as an image',
        [
          {
            filename: 'x.png',
            content: Buffer.from('<html><script>alert(1)</script>'),
            type: 'text/html',
          },
        ],
      ],
      [
        'a GIF/JS polyglot',
        [
          {
            filename: 'x.gif',
            content: Buffer.from('GIF89a/*\x00\x00*/=alert(1)//'),
            type: 'image/gif',
          },
        ],
      ],
      [
        'a PNG header then PHP',
        [
          {
            filename: 'x.php.png',
            content: Buffer.concat([
              png.subarray(0, 16),
              Buffer.from('<?php system($_GET[c]); ?>'),
            ]),
          },
        ],
      ],
      [
        'an oversized picture',
        [
          {
            filename: 'big.png',
            content: Buffer.concat([png, Buffer.alloc(PROPERTY_IMAGE_MAX_BYTES)]),
          },
        ],
      ],
      [
        'too many pictures',
        Array.from({ length: PROPERTY_IMAGES_MAX + 1 }, (_, i) => ({
          filename: `p${i}.png`,
          content: png,
        })),
      ],
      [
        'a path in the name with a bad body',
        [{ filename: '../../../../tmp/evil.png', content: Buffer.from('nope') }],
      ],
    ];
    for (const [name, files] of cases) {
      const response = await inject(
        app,
        'POST',
        '/api/v1/addProperty',
        tokens.manager,
        multipartBody(VALID_FIELDS, files),
      );
      expect([name, response.statusCode >= 400 && response.statusCode < 500]).toEqual([name, true]);
      expect(response.json()).toMatchObject({ success: false, msg: expect.any(String) });
    }
    // A multipart type without its boundary is the client's error, never a 500.
    const noBoundary = await inject(app, 'POST', '/api/v1/addProperty', tokens.manager, {
      payload: '',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(415);
    expect(await app.db.selectFrom('properties').select('id').execute()).toEqual([]);
    expect(uploadedFiles(app)).toEqual([]);
    // A good picture under a path-trick name is stored under a name of the server's choosing.
    const tricky = await inject(
      app,
      'POST',
      '/api/v1/addProperty',
      tokens.manager,
      multipartBody(VALID_FIELDS, [{ filename: '../../../evil.png', content: png }]),
    );
    expect(tricky.statusCode).toBe(201);
    expect(uploadedFiles(app).some((file) => file.includes('..') || file.includes('evil'))).toBe(
      false,
    );
  });

  it('a form with more fields than allowed, then a picture, is refused at once on both upload routes', async () => {
    const png = await picture();
    // Known field names, sent over and over: 40 fields, more than either route takes.
    const names = Object.keys(VALID_FIELDS);
    const boundary = 'manyFields';
    const payload = Buffer.concat([
      ...Array.from({ length: 40 }, (_, i) =>
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${names[i % names.length]}"\r\n\r\nx\r\n`,
        ),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const form = {
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
    // addProperty stops at its field limit; the catalogue's pictures take no text field, so the
    // first one is refused by its name.
    for (const [url, status] of [
      ['/api/v1/addProperty', 413],
      ['/api/v1/admin/catalogue/pictures', 400],
    ] as const) {
      // The picture after the limit is never read: the answer must not wait for it.
      const response = await Promise.race([
        inject(app, 'POST', url, tokens.admin, form),
        new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 10_000)),
      ]);
      expect(response === 'no answer' ? [url, response] : [url, response.statusCode]).toEqual([
        url,
        status,
      ]);
    }
    expect(uploadedFiles(app)).toEqual([]);
  });
});
