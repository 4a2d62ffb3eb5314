import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { App } from '../src/app';
import { testEngines } from './support/accounts';
import { VALID_FIELDS, multipartBody, picture, type FilePart, type Tokens } from './support/admin';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';
import { propertyAdminSuite } from './support/property-admin';
import { rawUpload } from './support/raw-upload';

// A refused add leaves neither rows nor files, and names what was wrong.
const engines = testEngines();
// Accounts, mail and pictures: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);

describe.each(engines)('refused property writes on $dialect', (engine) => {
  const admin = propertyAdminSuite(engine, useMailbox());
  const { send, expectNothingWritten } = admin;
  let app: App;
  let tokens: Tokens;
  beforeAll(() => {
    ({ app, tokens } = admin);
  });

  describe('refusals leave neither rows nor files', () => {
    it.each([
      ['name', { name: '' }, 'Name is required'],
      ['location', { location: '  ' }, 'Location is required'],
      // The band is the server's to work out: a client's is refused, whatever it says.
      [
        'priceRange',
        { priceRange: 'budget', price: '5 Cr' },
        'priceRange is worked out by the server from the price: leave it out',
      ],
      [
        'priceRange blank',
        { priceRange: '' },
        'priceRange is worked out by the server from the price: leave it out',
      ],
      ['price missing', { price: '' }, 'Price is required'],
      ['purpose', { purpose: 'lease' }, 'Purpose is required'],
      ['type', { propertyType: '' }, 'Property type is required'],
      ['posted by', { postedBy: 'broker' }, 'Posted by is required'],
      ['rent on a sale', { deposit: '50k' }, 'Deposit is for rentals only'],
      ['rental without suits', { purpose: 'rent', price: '20k' }, 'Suits is required for a rental'],
      [
        'possession month',
        { possessionBy: '' },
        'Expected possession is required when under construction',
      ],
      ['floor', { floor: '11' }, 'Floor must not be above the total floors'],
      ['bedrooms', { bedrooms: '' }, 'Bedrooms is required'],
      ['area', { area: '' }, 'Area is required'],
      ['area number', { area: 'big' }, 'Area must be a number'],
      ['area positive', { area: '0' }, 'Area must be a positive number'],
      ['area negative', { area: '-5' }, 'Area must be a positive number'],
      [
        'brochure',
        { brochureLink: 'javascript:alert(1)' },
        'Brochure link must be a valid http(s) URL',
      ],
      ['brochure text', { brochureLink: 'brochure' }, 'Brochure link must be a valid http(s) URL'],
      [
        'price',
        { price: 'call us' },
        'Price: Type an amount such as 30L, 1.2Cr, 25k or ₹85,00,000',
      ],
      ['flag', { scheduleVisitEnabled: 'yes' }, "scheduleVisitEnabled must be 'true' or 'false'"],
      ['unknown field', { role: 'admin' }, 'Unknown form field: role'],
    ])('%s', async (_label, change, message) => {
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody({ ...VALID_FIELDS, ...change }, [
          { filename: 'a.png', content: await picture() },
        ]),
      );
      expectFailure(response, 400, message, 'VALIDATION_ERROR');
      await expectNothingWritten();
    });

    it('a missing required field is named', async () => {
      const { name: _name, ...withoutName } = VALID_FIELDS;
      const response = await send('POST', '/addProperty', tokens.admin, multipartBody(withoutName));
      expectFailure(response, 400, 'Name is required', 'VALIDATION_ERROR');
    });

    it('a text file renamed .png', async () => {
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [
          { filename: 'ok.png', content: await picture() },
          { filename: 'notes.png', content: Buffer.from('just some text, not a picture at all\n') },
        ]),
      );
      expectFailure(
        response,
        415,
        'Images must be JPEG, PNG, GIF or WebP files',
        'UNSUPPORTED_MEDIA_TYPE',
      );
      await expectNothingWritten();
    });

    it('a polyglot (GIF header, script body)', async () => {
      const polyglot = Buffer.from('GIF89a/*\x00\x00\x00\x00*/=1;alert(document.cookie);//');
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [{ filename: 'x.gif', content: polyglot, type: 'image/gif' }]),
      );
      expectFailure(
        response,
        400,
        'An image could not be read; please choose another file',
        'BAD_REQUEST',
      );
      await expectNothingWritten();
    });

    it('a real picture with a script appended is stored without the script', async () => {
      const tail = Buffer.from('<script>alert(1)</script>');
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [
          { filename: 'x.png', content: Buffer.concat([await picture(), tail]) },
        ]),
      );
      expect(response.statusCode).toBe(201);
      const { images } = response.json<{ data: { images: string[] } }>().data;
      const served = await app.inject({ url: images[0] ?? '' });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.includes(tail)).toBe(false);
    });

    it('an 11 MB image (413)', async () => {
      const noise = Buffer.alloc(1900 * 1950 * 3);
      for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
      const big = await sharp(noise, { raw: { width: 1900, height: 1950, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
      expect(big.length).toBeLessThan(12 * 1024 * 1024);
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, [
          { filename: 'small.png', content: await picture() },
          { filename: 'big.png', content: big },
        ]),
      );
      expectFailure(response, 413, 'Each image must be 10 MB or smaller', 'PAYLOAD_TOO_LARGE');
      await expectNothingWritten();
    });

    it('a 13th image', async () => {
      const parts = await Promise.all(
        Array.from({ length: 13 }, async (_, i) => ({
          filename: `p${i}.png`,
          content: await picture(),
        })),
      );
      const response = await send(
        'POST',
        '/addProperty',
        tokens.admin,
        multipartBody(VALID_FIELDS, parts),
      );
      expectFailure(response, 400, 'A property can have at most 12 images', 'BAD_REQUEST');
      await expectNothingWritten();
    });

    it('a body that is not multipart', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/addProperty',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        payload: JSON.stringify(VALID_FIELDS),
      });
      expect(response.statusCode).toBe(415);
      await expectNothingWritten();
    });
  });

  describe('a refusal part-way through an upload', () => {
    /** Megabytes of body still to come after the refused part. */
    const tail = () => ({
      filename: 'later.png',
      content: Buffer.alloc(8 * 1024 * 1024, 0x41),
      type: 'image/png',
    });
    const cases: [string, () => Promise<FilePart[]>, number, string][] = [
      [
        'an 8 MB file that is no picture',
        async () => [
          { filename: 'big.jpg', content: Buffer.alloc(8 * 1024 * 1024, 0x41), type: 'image/jpeg' },
        ],
        415,
        'Images must be JPEG, PNG, GIF or WebP files',
      ],
      [
        'an unreadable picture',
        async () => [
          {
            filename: 'x.gif',
            content: Buffer.from('GIF89a not really a picture'),
            type: 'image/gif',
          },
          tail(),
        ],
        400,
        'An image could not be read; please choose another file',
      ],
      [
        'a 13th picture',
        async () => [
          ...(await Promise.all(
            Array.from({ length: 13 }, async (_, i) => ({
              filename: `p${i}.png`,
              content: await picture('png', 40, 30),
            })),
          )),
          tail(),
        ],
        400,
        'A property can have at most 12 images',
      ],
    ];

    // A real socket, as a browser uploads: the answer comes while the rest of the body is still
    // unsent, and the connection ends at once instead of waiting for bytes nobody reads.
    it.each(cases)(
      '%s is answered at once and the connection closes',
      async (_label, files, status, msg) => {
        if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as AddressInfo;
        const { payload, headers } = multipartBody(VALID_FIELDS, await files());
        const head =
          `POST /api/v1/addProperty HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Authorization: Bearer ${tokens.admin}\r\nContent-Type: ${headers['content-type']}\r\n` +
          `Content-Length: ${payload.length}\r\n\r\n`;
        const outcome = await rawUpload(port, head, payload);
        expect(outcome.status).toBe(status);
        expect(JSON.parse(outcome.body)).toMatchObject({ success: false, msg });
        expect(outcome.headers.connection).toBe('close');
        expect(outcome.sentWhenAnswered).toBeLessThan(outcome.bodyBytes);
        expect(outcome.closedAfterAnswerMs).toBeDefined();
        await expectNothingWritten();
      },
    );
  });
});
