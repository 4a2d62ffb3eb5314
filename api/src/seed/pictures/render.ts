import { randomBytes } from 'node:crypto';
import { PROPERTY_IMAGE_WIDTHS, propertyImageUrl } from '@marketplace/shared/config';
import sharp from 'sharp';
import type { FileStore } from '../../lib/file-store';
import { seededRandom } from '../random';
import { drawExterior } from './exterior';
import { drawInterior } from './interior';

export interface PicturePool {
  /** Largest-variant URLs of building exteriors (a listing's first picture). */
  exteriors: string[];
  /** Largest-variant URLs of room interiors. */
  interiors: string[];
}

/** A random, unguessable file key, as uploads use. */
export function randomFileKey(): string {
  return randomBytes(12).toString('base64url');
}

/** Rasterises one SVG to WebP at every width into the store's properties/; returns the URL. */
async function renderPicture(svg: string, files: FileStore): Promise<string> {
  const key = randomFileKey();
  // Rasterise the SVG once; every width is resized from those pixels (librsvg is the slow part).
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    PROPERTY_IMAGE_WIDTHS.map(async (width) => {
      const webp = await sharp(data, { raw })
        .resize({ width })
        .webp({ quality: 78, effort: 3 })
        .toBuffer();
      await files.put(`properties/${key}-${width}.webp`, webp);
    }),
  );
  return propertyImageUrl(key, 1280);
}

/** Runs `work` over `items` with at most `limit` at a time (the machine's cores are shared). */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Draws and renders a pool of pictures that listings share, so seeding stays fast however many
 * listings there are. The drawings are seeded (the same every time); the file keys are random.
 */
export async function renderPicturePool(
  files: FileStore,
  counts: { exteriors: number; interiors: number } = { exteriors: 10, interiors: 14 },
  seed = 2026,
): Promise<PicturePool> {
  const random = seededRandom(seed);
  const exteriorSvgs = Array.from({ length: counts.exteriors }, () => drawExterior(random));
  const interiorSvgs = Array.from({ length: counts.interiors }, () => drawInterior(random));
  const render = (svg: string) => renderPicture(svg, files);
  return {
    exteriors: await mapLimited(exteriorSvgs, 2, render),
    interiors: await mapLimited(interiorSvgs, 2, render),
  };
}
