import { PROPERTY_FORM_MESSAGES } from '@marketplace/shared/property-schemas';
import type { App } from '../src/app';
import { testEngines } from './support/accounts';
import { VALID_FIELDS, multipartBody, picture, type Tokens } from './support/admin';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';
import { propertyAdminSuite } from './support/property-admin';

// Editing a property: its pictures kept or removed, its limits, a bad edit changing nothing.
const engines = testEngines();
// Accounts, mail and pictures: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);

describe.each(engines)('property edits on $dialect', (engine) => {
  const admin = propertyAdminSuite(engine, useMailbox());
  const { send, storedFiles, stagingLeft, expectNothingWritten, addProperty } = admin;
  let app: App;
  let tokens: Tokens;
  beforeAll(() => {
    ({ app, tokens } = admin);
  });

  describe('updating', () => {
    it('keeps existing pictures unless keepImages leaves them out, and deletes the removed files', async () => {
      const { id, images } = await addProperty(3);
      expect(storedFiles()).toHaveLength(9);
      // Without keepImages every picture stays, new ones are appended.
      const kept = await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.manager,
        multipartBody({ ...VALID_FIELDS, area: '1500' }, [
          { filename: 'n.png', content: await picture() },
        ]),
      );
      expect(kept.statusCode).toBe(200);
      const afterKeep = kept.json<{ data: { images: string[] } }>().data.images;
      expect(afterKeep.slice(0, 3)).toEqual(images);
      expect(afterKeep).toHaveLength(4);

      // keepImages lists what stays; a URL of another property cannot be smuggled in.
      const removed = await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.manager,
        multipartBody({
          ...VALID_FIELDS,
          keepImages: `${images[2]},/uploads/properties/${'0'.repeat(32)}-1280.webp`,
        }),
      );
      expect(removed.json<{ data: { images: string[] } }>().data.images).toEqual([images[2]]);
      const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
      expect(detail.json<{ data: { images: string[]; image: string } }>().data).toMatchObject({
        images: [images[2]],
        image: images[2],
      });
      expect(storedFiles()).toHaveLength(3);
      expect(storedFiles().every((name) => (images[2] ?? '').includes(name.slice(0, 32)))).toBe(
        true,
      );

      // keepImages empty: no pictures left.
      await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.manager,
        multipartBody({ ...VALID_FIELDS, keepImages: '' }),
      );
      expect(storedFiles()).toEqual([]);
    });

    it('refuses more than 12 pictures in all, changing nothing', async () => {
      const { id, images } = await addProperty(10);
      const parts = await Promise.all(
        Array.from({ length: 3 }, async (_, i) => ({
          filename: `p${i}.png`,
          content: await picture(),
        })),
      );
      const response = await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.admin,
        multipartBody({ ...VALID_FIELDS, name: 'X' }, parts),
      );
      expectFailure(response, 400, 'A property can have at most 12 images', 'BAD_REQUEST');
      expect(storedFiles()).toHaveLength(30);
      expect(stagingLeft()).toEqual([]);
      const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
      expect(detail.json<{ data: { images: string[]; name: string } }>().data).toMatchObject({
        images,
        name: 'Sunrise Residency',
      });
    });

    it('answers 404 for an unknown or malformed id and writes no file', async () => {
      const body = multipartBody(VALID_FIELDS, [{ filename: 'a.png', content: await picture() }]);
      expectFailure(
        await send('PUT', '/updateProperty/999999', tokens.admin, body),
        404,
        'Property not found',
        'NOT_FOUND',
      );
      expectFailure(
        await send('PUT', '/updateProperty/abc', tokens.admin, body),
        404,
        'Property not found',
        'NOT_FOUND',
      );
      expectFailure(
        await send('DELETE', '/deleteProperty/999999', tokens.admin),
        404,
        'Property not found',
        'NOT_FOUND',
      );
      await expectNothingWritten();
    });

    it('a validation error keeps the old fields and pictures', async () => {
      const { id, images } = await addProperty(1);
      const response = await send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.admin,
        multipartBody({ ...VALID_FIELDS, area: 'wide', keepImages: '' }, [
          { filename: 'b.png', content: await picture() },
        ]),
      );
      expectFailure(response, 400, 'Area must be a number', 'VALIDATION_ERROR');
      expect(storedFiles()).toHaveLength(3);
      const detail = await app.inject({ url: `/api/v1/getPropertyById/${id}` });
      expect(detail.json<{ data: { images: string[]; area: number } }>().data).toMatchObject({
        images,
        area: 1200,
      });
    });
  });

  describe('edits that cross', () => {
    const edit = async (id: number, fields: Record<string, string>, newPictures = 0) => {
      const files = await Promise.all(
        Array.from({ length: newPictures }, async (_, i) => ({
          filename: `new-${i}.png`,
          content: await picture('png', 300 + i, 200),
        })),
      );
      return send(
        'PUT',
        `/updateProperty/${id}`,
        tokens.manager,
        multipartBody({ ...VALID_FIELDS, ...fields }, files),
      );
    };
    const detail = async (id: number) =>
      (await app.inject({ url: `/api/v1/getPropertyById/${id}` })).json<{
        data: { name: string; images: string[]; version: number };
      }>().data;

    /** Every picture the row lists has all its files, and no file belongs to no listed picture. */
    const expectRowAndFilesAgree = async (id: number) => {
      const keys = (await detail(id)).images.map(
        (url) => /([a-f0-9]{32})-\d+\.webp$/.exec(url)?.[1],
      );
      const listed = keys.flatMap((key) => [480, 800, 1280].map((width) => `${key}-${width}.webp`));
      expect(storedFiles().sort()).toEqual(listed.sort());
      expect(stagingLeft()).toEqual([]);
    };

    it('refuses an edit made from an older version, changing nothing', async () => {
      const { id, images } = await addProperty(1);
      expect((await detail(id)).version).toBe(1);
      expect((await edit(id, { version: '1', name: 'First edit' })).statusCode).toBe(200);
      const stale = await edit(id, { version: '1', name: 'Stale edit', keepImages: '' }, 1);
      expectFailure(stale, 409, PROPERTY_FORM_MESSAGES.editConflict, 'CONFLICT');
      expect(await detail(id)).toMatchObject({ name: 'First edit', images, version: 2 });
      await expectRowAndFilesAgree(id);
      expectFailure(
        await edit(id, { version: 'two' }),
        400,
        PROPERTY_FORM_MESSAGES.versionInvalid,
        'VALIDATION_ERROR',
      );
    });

    it('of two edits from one version, one keeping picture A and one dropping it, keeps one and refuses the other', async () => {
      for (let trial = 0; trial < 5; trial += 1) {
        const { id, images } = await addProperty(2);
        const [a, b] = images as [string, string];
        const [keepsA, dropsA] = await Promise.all([
          edit(id, { version: '1', name: 'Keeps A', keepImages: `${a},${b}` }, 1),
          edit(id, { version: '1', name: 'Drops A', keepImages: b }),
        ]);
        expect([keepsA.statusCode, dropsA.statusCode].sort()).toEqual([200, 409]);
        const [kept, refused] = keepsA.statusCode === 200 ? [keepsA, dropsA] : [dropsA, keepsA];
        expectFailure(refused, 409, PROPERTY_FORM_MESSAGES.editConflict, 'CONFLICT');
        expect(await detail(id)).toMatchObject({
          name: kept === keepsA ? 'Keeps A' : 'Drops A',
          images: kept.json<{ data: { images: string[] } }>().data.images,
          version: 2,
        });
        await expectRowAndFilesAgree(id);
        await send('DELETE', `/deleteProperty/${id}`, tokens.manager);
      }
    });

    it("without a version (the spec's payload), ten edits at once leave no listed picture missing and no file unlisted", async () => {
      const { id, images } = await addProperty(3);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          edit(
            id,
            { name: `Edit ${i}`, keepImages: images.filter((_, k) => k !== i % 3).join(',') },
            1,
          ),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      expect((await detail(id)).version).toBe(11);
      await expectRowAndFilesAgree(id);
    });
  });
});
