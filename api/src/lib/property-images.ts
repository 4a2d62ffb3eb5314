import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_ERROR_CODES } from '@marketplace/shared/contracts';
import {
  PROPERTY_FORM_MESSAGES,
  PROPERTY_IMAGE_MAX_BYTES,
} from '@marketplace/shared/property-schemas';
import {
  PROPERTY_IMAGE_WIDTHS,
  propertyImageUrl,
  type PictureFolder,
} from '@marketplace/shared/config';
import sharp from 'sharp';
import { StoreUnavailableError, uploadName, type FileStore } from './file-store';
import { HttpError } from './http-error';
import { stagingRoot } from './local-file-store';

/*
 * Uploaded property pictures. A picture is streamed to a private staging folder inside
 * UPLOAD_DIR, recognised by its first bytes, decoded and re-encoded by sharp into WebP at every
 * PROPERTY_IMAGE_WIDTHS width (which drops EXIF/GPS and anything smuggled after the image data),
 * and only then put under a random key into the file store (`properties/<key>-<width>.webp`, in
 * UPLOAD_DIR or the bucket). The client's file name is never used.
 */

/** Longest header the signatures below need. */
const SNIFF_BYTES = 12;

/** What the first bytes of each accepted type look like (the declared type is ignored). */
function imageTypeOf(head: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const ascii = head.toString('latin1', 0, SNIFF_BYTES);
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  return undefined;
}

const tooLarge = () =>
  new HttpError(413, PROPERTY_FORM_MESSAGES.imageTooLarge, API_ERROR_CODES.payloadTooLarge);
const wrongType = () =>
  new HttpError(415, PROPERTY_FORM_MESSAGES.imageType, API_ERROR_CODES.unsupportedMediaType);
const unreadable = () =>
  new HttpError(400, PROPERTY_FORM_MESSAGES.imageUnreadable, API_ERROR_CODES.badRequest);

/** Passes bytes through, refusing more than the limit and a head that is no accepted image. */
function guard(): Transform {
  let seen = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > PROPERTY_IMAGE_MAX_BYTES) return callback(tooLarge());
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          checked = true;
          if (!imageTypeOf(head)) return callback(wrongType());
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      // A file shorter than the longest signature is checked on what there is.
      if (!checked && !imageTypeOf(head)) return callback(wrongType());
      callback();
    },
  });
}

/** The files of one picture key, largest last (the URL stored is the largest). */
function variantNames(key: string): string[] {
  return PROPERTY_IMAGE_WIDTHS.map((width) => `${key}-${width}.webp`);
}

/** The stored name of a staged variant. */
const storedName = (variant: string, folder: PictureFolder = 'properties') =>
  `${folder}/${variant}`;

const UPLOADED_NAME = /^properties\/([a-f0-9]{32})-\d+\.webp$/;

/** The key of a picture this api stored, or undefined for any other URL (e.g. seed pictures). */
function uploadedKeyOf(url: string): string | undefined {
  return UPLOADED_NAME.exec(uploadName(url) ?? '')?.[1];
}

// EEXIST: a file stands where the upload folder should be (mkdir cannot make it).
const STORAGE_ERROR_CODES = new Set([
  'EEXIST',
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'EIO',
]);
// sharp reports libvips' write errors as plain messages, without an errno code.
const STORAGE_ERROR_TEXT = /no space left|disk quota|read-only file system|permission denied/i;

const STORAGE_FAILED_MESSAGE =
  'The pictures could not be stored on the server. Nothing was saved; please try again later.';

/**
 * A failure of the storage itself as what the manager sees, or null for any other error: the
 * upload folder (full, read-only, missing) is a 507, a bucket that is down or refuses a 503.
 * Without this a full disk looked like an unreadable picture or a 500.
 */
export function storageFailure(error: unknown): HttpError | null {
  if (error instanceof StoreUnavailableError) {
    return new HttpError(503, STORAGE_FAILED_MESSAGE, API_ERROR_CODES.storageFailed);
  }
  // Duck-typed, not `instanceof Error`: errors from Node's fs can come from another realm (jest).
  if (error instanceof HttpError || typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    (typeof code === 'string' && STORAGE_ERROR_CODES.has(code)) ||
    (typeof message === 'string' && STORAGE_ERROR_TEXT.test(message))
  ) {
    return new HttpError(507, STORAGE_FAILED_MESSAGE, API_ERROR_CODES.storageFailed);
  }
  return null;
}

/**
 * One request's pictures: staged privately, put into the store before the database write that
 * lists them, taken out again if that write fails; the staging folder always goes.
 */
export class ImageStaging {
  private readonly keys: string[] = [];
  private readonly stored: string[] = [];

  private constructor(
    private readonly dir: string,
    private readonly files: FileStore,
    private readonly folder: PictureFolder,
  ) {}

  /** Staging for pictures stored under <folder>/ (properties, or the catalogue's). */
  static async open(
    uploadDir: string,
    files: FileStore,
    folder: PictureFolder = 'properties',
  ): Promise<ImageStaging> {
    const root = stagingRoot(uploadDir);
    await mkdir(root, { recursive: true });
    return new ImageStaging(await mkdtemp(path.join(root, 'req-')), files, folder);
  }

  get count(): number {
    return this.keys.length;
  }

  /** The URLs the staged pictures have once stored. */
  get urls(): string[] {
    const largest = PROPERTY_IMAGE_WIDTHS[PROPERTY_IMAGE_WIDTHS.length - 1] ?? 1280;
    return this.keys.map((key) => propertyImageUrl(key, largest, this.folder));
  }

  /** Streams one upload to disk, checks it and writes its WebP variants, all in staging. */
  async add(stream: Readable): Promise<void> {
    const key = randomBytes(16).toString('hex');
    const original = path.join(this.dir, `${key}.upload`);
    await pipeline(stream, guard(), createWriteStream(original, { flags: 'wx' }));
    try {
      const image = sharp(original, { failOn: 'error', limitInputPixels: 80_000_000 });
      const metadata = await image.metadata();
      if (!metadata.width || !metadata.height) throw unreadable();
      await Promise.all(
        PROPERTY_IMAGE_WIDTHS.map((width, index) =>
          image
            .clone()
            .rotate() // applies the EXIF orientation before the metadata is dropped
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 80 })
            .toFile(path.join(this.dir, variantNames(key)[index] as string)),
        ),
      );
    } catch (error) {
      throw error instanceof HttpError ? error : (storageFailure(error) ?? unreadable());
    } finally {
      await unlink(original).catch(() => undefined);
    }
    this.keys.push(key);
  }

  /**
   * Puts every staged picture into the store. Nothing lists them yet, so a failure part-way
   * leaves only files no listing will ever show, and `withdraw` removes those it can.
   */
  async store(): Promise<void> {
    for (const key of this.keys) {
      for (const variant of variantNames(key)) {
        const bytes = await readFile(path.join(this.dir, variant));
        const name = storedName(variant, this.folder);
        this.stored.push(name);
        await this.files.put(name, bytes);
      }
    }
  }

  /** Takes the stored pictures out again: the write that was to list them failed. */
  async withdraw(): Promise<void> {
    // A store that failed the put may fail these too; the files then stay, listed nowhere.
    await Promise.allSettled(this.stored.map((name) => this.files.delete(name)));
    this.stored.length = 0;
  }

  /** Removes the staging folder (whatever is left in it). */
  async close(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * Deletes the files of pictures this api stored; other URLs (seed pictures) are left alone.
 * Returns the failures (a bucket down): the caller has committed already, so they are only logged.
 */
export async function deleteUploadedImages(
  files: FileStore,
  urls: readonly string[],
): Promise<unknown[]> {
  const keys = urls.map(uploadedKeyOf).filter((key): key is string => key !== undefined);
  const results = await Promise.allSettled(
    keys.flatMap((key) => variantNames(key).map((variant) => files.delete(storedName(variant)))),
  );
  return results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
}
