// The listing's answers are kept under the properties' version, which the database's
// triggers bump on every write (docs/decisions/api-reads.md): a write shows in the
// next answer whoever made it (this process, another api instance, a seed script), and an
// unchanged table is answered from memory without searching again.
import type { App } from '../src/app';
import { propertiesVersion } from '../src/db/repositories/properties';
import {
  deleteProperty,
  insertProperties,
  updateProperty,
} from '../src/db/repositories/property-writes';
import { AnswerCache, listingKey } from '../src/routes/properties/answer-cache';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';
import { FIXTURE, insertFixture } from './support/properties';

// The module object itself (not an import's copy of it), so that a spy sees the api's calls.
const zlib = jest.requireActual<typeof import('node:zlib')>('node:zlib');

describe.each(testEngines())('the listing cache on $dialect', (engine) => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ env: await engine.env() });
    await insertFixture(app);
  });
  afterAll(() => app.close());

  const listing = async (query = 'price_range=mid') => {
    const response = await app.inject({ url: `/api/v1/getAllProperties?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return { body: response.body, ...response.json<{ total: number; data: { name: string }[] }>() };
  };
  const mid = FIXTURE.find((property) => property.name === 'Lotus Enclave')!;

  /** What `act` asked the database: the tables of the queries it built. */
  const tablesAskedDuring = async (act: () => Promise<void>) => {
    const built = jest.spyOn(app.db, 'selectFrom');
    try {
      await act();
      return built.mock.calls.map(([table]) => table);
    } finally {
      built.mockRestore();
    }
  };

  it('bumps the version on every insert, update and delete, and on nothing else', async () => {
    const start = await propertiesVersion(app.db);
    await listing();
    expect(await propertiesVersion(app.db)).toBe(start);
    const [id] = await insertProperties(app.db, [{ ...mid, name: 'Versioned Listing' }]);
    const inserted = await propertiesVersion(app.db);
    expect(inserted).toBeGreaterThan(start);
    await updateProperty(app.db, id!, { ...mid, name: 'Versioned Listing 2' });
    const updated = await propertiesVersion(app.db);
    expect(updated).toBeGreaterThan(inserted);
    await deleteProperty(app.db, id!);
    expect(await propertiesVersion(app.db)).toBeGreaterThan(updated);
  });

  it('answers an unchanged table from memory, byte for byte, without searching', async () => {
    const first = await listing('price_range=mid&sort=price_asc');
    const asked = await tablesAskedDuring(async () => {
      const again = await listing('sort=price_asc&price_range=mid');
      expect(again.body).toBe(first.body);
    });
    // PostgreSQL holds the version in memory while it listens for writes (properties-version.ts).
    expect(asked).toEqual(engine.dialect === 'postgres' ? [] : ['properties_version']);
  });

  it('shows a write made by this process in the next answer, rows and total', async () => {
    const before = await listing();
    const [id] = await insertProperties(app.db, [{ ...mid, name: 'Fresh Listing' }]);
    const after = await listing();
    expect(after.total).toBe(before.total + 1);
    expect(after.data.map((property) => property.name)).toContain('Fresh Listing');
    await deleteProperty(app.db, id!);
    expect((await listing()).total).toBe(before.total);
  });

  it("shows another instance's write (straight into the database) in the next answer", async () => {
    const before = await listing();
    await app.db
      .insertInto('properties')
      .values({
        name: 'Elsewhere Listing',
        location: 'Sector 62, Noida',
        price_range: 'mid',
        price_value: 6_000_000,
        bedrooms: '2 BHK',
        bedrooms_count: 2,
        area: 1000,
        created_at: '2030-01-01T00:00:00.000Z',
      })
      .execute();
    const after = await listing();
    expect(after.total).toBe(before.total + 1);
    expect(after.data.map((property) => property.name)).toContain('Elsewhere Listing');
    await app.db
      .updateTable('properties')
      .set({ name: 'Renamed Elsewhere' })
      .where('name', '=', 'Elsewhere Listing')
      .execute();
    expect((await listing()).data.map((property) => property.name)).toContain('Renamed Elsewhere');
    await app.db.deleteFrom('properties').where('name', '=', 'Renamed Elsewhere').execute();
    expect((await listing()).total).toBe(before.total);
  });

  it.each(['br', 'gzip'] as const)(
    'sends a kept answer compressed as %s, compressing it once',
    async (encoding) => {
      const plain = await app.inject({ url: '/api/v1/getAllProperties?limit=50' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const compress = jest.spyOn(zlib, encoding === 'br' ? 'brotliCompressSync' : 'gzipSync');
      try {
        const headers = { 'accept-encoding': `${encoding}, deflate` };
        for (let request = 0; request < 2; request += 1) {
          const answer = await app.inject({ url: '/api/v1/getAllProperties?limit=50', headers });
          expect(answer.headers['content-encoding']).toBe(encoding);
          expect(answer.headers.vary).toMatch(/accept-encoding/i);
          expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
          const decode = encoding === 'br' ? zlib.brotliDecompressSync : zlib.gunzipSync;
          expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
        }
        expect(compress).toHaveBeenCalledTimes(1);
      } finally {
        compress.mockRestore();
      }
    },
  );
});

describe('AnswerCache', () => {
  it('gives an answer back only at the version it was kept at', () => {
    const cache = new AnswerCache(10);
    cache.set('a', 3, '{"price":"₹23.5 L"}');
    // Kept as the UTF-8 bytes sent.
    expect(cache.get('a', 3)?.body).toStrictEqual(Buffer.from('{"price":"₹23.5 L"}', 'utf8'));
    expect(cache.get('a', 4)).toBeUndefined();
    expect(cache.get('a', 3)).toBeUndefined(); // an outdated answer is dropped
  });

  it('keeps at most its size, dropping the least recently used', () => {
    const cache = new AnswerCache(2);
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'B');
    expect(cache.get('a', 1)?.body.toString()).toBe('A');
    cache.set('c', 1, 'C');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.body.toString()).toBe('A');
    expect(cache.get('c', 1)?.body.toString()).toBe('C');
  });

  it('keys a query by its values, not by the order of its parameters', () => {
    expect(listingKey({ page: 1, sort: 'area' })).toBe(listingKey({ sort: 'area', page: 1 }));
    expect(listingKey({ page: 1 })).not.toBe(listingKey({ page: 2 }));
    expect(listingKey({ amenities: ['Lift', 'Park'] })).not.toBe(
      listingKey({ amenities: ['Lift'] }),
    );
  });
});
