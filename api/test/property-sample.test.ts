// The counts of a large search worked out in the api's memory (property-sample.ts) are the very
// figures SQL gives over the same sample, for many filter sets, and they follow every write:
// this instance's and another instance's inserts, edits, status changes and deletes.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { PropertyListQuery, PropertyPurpose } from '@marketplace/shared/contracts';
import { propertyListQuerySchema } from '@marketplace/shared/property-schemas';
import { sql } from 'kysely';
import type { App } from '../src/app';
import { searchCounts } from '../src/db/repositories/property-facets';
import { ListingSample } from '../src/db/repositories/property-sample';
import { searchProperties } from '../src/db/repositories/property-search';
import {
  deleteProperty,
  insertProperties,
  insertPropertiesInBulk,
  updateProperty,
} from '../src/db/repositories/property-writes';
import { demoListings } from '../src/seed/listings';
import { seededRandom } from '../src/seed/random';
import { buildTestApp, makeTempDir } from './helpers';
import { testEngines } from './support/accounts';
import { FIXTURE } from './support/properties';

jest.setTimeout(60_000);

/** Every 3rd listing: about 130 of the 400, enough for every option to count something. */
const EVERY = 3;
/** Every search is "large", so both ways count the sample. */
const ESTIMATED = { exactLimit: 0, sampleEvery: EVERY };

const SEARCHES = [
  '',
  'purpose=rent',
  'budget_max=8000000',
  'budget_min=3000000&budget_max=20000000&bedrooms=3',
  'price_range=mid&type=apartment,villa',
  'furnishing=furnished,semi_furnished&posted_by=owner',
  'possession=ready&baths_min=2&rera=true',
  'amenities=Parking,Lift',
  'amenities=Valet Parking&location=noida',
  'location=JABALPUR&area_min=800&area_max=2000',
  'purpose=rent&suits=family&budget_max=40000&furnishing=furnished',
  'purpose=rent&suits=bachelors&type=apartment&amenities=Power Backup',
  'price_range=premium&bedrooms=5&type=independent_house&posted_by=agent,builder',
].map((query) => propertyListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));

/** What SQL counts over the sample, and what memory counts after reading it afresh if needed. */
async function bothWays(app: App, sample: ListingSample, search: PropertyListQuery) {
  const version = await app.propertiesVersion.current();
  const purpose: PropertyPurpose = search.purpose ?? 'sale';
  if (!sample.at(version).counts(search)) await sample.read(purpose, version);
  const at = sample.at(version);
  expect(at.counts(search)).toBeDefined(); // the memory path, not a silent fall back to SQL
  return {
    sql: await searchCounts(app.db, search, ESTIMATED),
    memory: await searchCounts(app.db, search, { ...ESTIMATED, sample: at }),
  };
}

async function expectSame(app: App, sample: ListingSample, searches = SEARCHES) {
  for (const search of searches) {
    const { sql: counted, memory } = await bothWays(app, sample, search);
    expect({ search, ...memory }).toEqual({ search, ...counted, approximate: true });
  }
}

/** The estimated total of `query` as memory counts it. */
async function estimated(app: App, sample: ListingSample, query: Record<string, string>) {
  return (await bothWays(app, sample, propertyListQuerySchema.parse(query))).memory.total;
}

describe.each(testEngines())('counting the sample in memory on $dialect', (engine) => {
  let writer: App;
  let reader: App;
  let sqliteDir: string | undefined;

  beforeEach(async () => {
    const url =
      engine.dialect === 'postgres'
        ? (await engine.env()).DATABASE_URL!
        : path.join((sqliteDir = makeTempDir()), 'shared.sqlite');
    writer = await buildTestApp({ env: { DATABASE_URL: url } });
    reader = await buildTestApp({ env: { DATABASE_URL: url } });
    const pictures = { exteriors: ['/uploads/e.webp'], interiors: ['/uploads/i.webp'] };
    const listings = [...demoListings(400, seededRandom(3), pictures, { closedShare: 0.2 })];
    await insertPropertiesInBulk(writer.db, listings);
  });
  afterEach(async () => {
    await Promise.all([writer.close(), reader.close()]);
    if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
    sqliteDir = undefined;
  });

  it('gives the figures SQL gives over the same sample, for every kind of filter', async () => {
    await expectSame(writer, new ListingSample(() => writer.db, EVERY));
  });

  it('finds the same page when few match, filtering first and sorting after', async () => {
    for (const search of SEARCHES) {
      for (const sort of ['newest', 'price_asc', 'price_desc', 'area'] as const) {
        for (const page of [1, 2]) {
          const paged = { ...search, sort, page, limit: 7 };
          const walked = await searchProperties(writer.db, paged, undefined, { fewMatches: false });
          const filtered = await searchProperties(writer.db, paged, undefined, {
            fewMatches: true,
          });
          expect(filtered.rows.map(({ id }) => id)).toEqual(walked.rows.map(({ id }) => id));
          expect(filtered.total).toBe(walked.total);
        }
      }
    }
  });

  it('leaves a text search and an uncounted place to SQL', async () => {
    const sample = new ListingSample(() => writer.db, EVERY);
    const version = await writer.propertiesVersion.current();
    await sample.read('sale', version);
    const at = sample.at(version);
    expect(at.counts({ location: 'noida' } as PropertyListQuery)).toBeDefined();
    expect(at.counts({ q: 'noida' } as PropertyListQuery)).toBeUndefined();
    expect(at.counts({ location: 'Vijay Nagar' } as PropertyListQuery)).toBeUndefined();
  });

  it('is not used at another version, and is read again when a large search asks', async () => {
    const sample = new ListingSample(() => writer.db, EVERY);
    const version = await writer.propertiesVersion.current();
    await sample.read('sale', version);
    expect(sample.at(version + 1).counts(SEARCHES[0]!)).toBeUndefined();
    // A large search at the new version counts in SQL and asks for the sample to be read.
    const counted = await searchCounts(writer.db, SEARCHES[0]!, {
      ...ESTIMATED,
      sample: sample.at(version + 1),
    });
    await sample.read('sale', version + 1); // resolves once the read the search started ends
    expect(sample.at(version + 1).counts(SEARCHES[0]!)).toBeDefined();
    expect(await searchCounts(writer.db, SEARCHES[0]!, ESTIMATED)).toEqual(counted);
  });

  describe.each([
    ['this instance', () => reader],
    ['another instance', () => writer],
  ])('follows writes made by %s', (_who, by) => {
    it('inserts, edits, status changes and deletes', async () => {
      const sample = new ListingSample(() => reader.db, EVERY);
      // Priced as no other listing is, so the sample's estimate of them is exact: one in EVERY
      // consecutive ids is sampled, counted EVERY times.
      const ours = { budget_min: '500000000', budget_max: '500000010' };
      const cheap = { budget_max: '1000' };
      expect(await estimated(reader, sample, ours)).toBe(0);
      // Enough sales for at least one to fall in the sample, whatever the ids.
      const added = FIXTURE.slice(0, EVERY).map((listing, i) => ({
        ...listing,
        name: `Sampled ${i}`,
        priceValue: 50_00_00_000 + i,
      }));
      const ids = await insertProperties(by().db, added);
      await heardOf(reader);
      expect(await estimated(reader, sample, ours)).toBe(EVERY);
      await expectSame(reader, sample, SEARCHES.slice(0, 4));

      for (const id of ids) {
        await updateProperty(by().db, id, { ...FIXTURE[0]!, name: 'Edited', priceValue: 1_000 });
      }
      await heardOf(reader);
      expect(await estimated(reader, sample, ours)).toBe(0);
      expect(await estimated(reader, sample, cheap)).toBe(EVERY);
      await expectSame(reader, sample, SEARCHES.slice(0, 4));

      await sql`update properties set status = 'sold' where id in (${sql.join(ids)})`.execute(
        by().db,
      );
      await heardOf(reader);
      expect(await estimated(reader, sample, cheap)).toBe(0);
      await sql`update properties set status = 'live' where id in (${sql.join(ids)})`.execute(
        by().db,
      );
      await heardOf(reader);
      expect(await estimated(reader, sample, cheap)).toBe(EVERY);

      for (const id of ids) await deleteProperty(by().db, id);
      await heardOf(reader);
      expect(await estimated(reader, sample, cheap)).toBe(0);
      await expectSame(reader, sample);
    });
  });

  /** Waits until `app`'s version is the database's (another instance's write is heard of). */
  async function heardOf(app: App) {
    const latest = async () =>
      Number(
        (
          await sql<{
            version: number | string;
          }>`select version from properties_version where id = 1`.execute(writer.db)
        ).rows[0]!.version,
      );
    const deadline = Date.now() + 10_000;
    while ((await app.propertiesVersion.current()) !== (await latest())) {
      if (Date.now() > deadline) throw new Error('the write was not heard of');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
});
