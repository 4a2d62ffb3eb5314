import type { Kysely } from 'kysely';
import { fromJsonList } from '../db/columns';
import type { Database } from '../db/schema';
import type { ListingPictures } from './listings';

/**
 * The pictures existing listings use, split into first pictures (exteriors) and the others,
 * so generated listings can share them; undefined when no listing has pictures.
 */
export async function existingPicturePool(
  db: Kysely<Database>,
): Promise<ListingPictures | undefined> {
  const rows = await db
    .selectFrom('properties')
    .select('images')
    .orderBy('id')
    .limit(500)
    .execute();
  const exteriors = new Set<string>();
  const interiors = new Set<string>();
  for (const row of rows) {
    const [first, ...rest] = fromJsonList(row.images);
    if (first) exteriors.add(first);
    for (const url of rest) interiors.add(url);
  }
  if (exteriors.size === 0 || interiors.size === 0) return undefined;
  return { exteriors: [...exteriors], interiors: [...interiors] };
}
