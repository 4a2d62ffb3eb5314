import type { Readable } from 'node:stream';

/*
 * Where uploaded and generated files live once finished: a local folder (UPLOAD_DIR, the
 * default) or an S3-compatible bucket (S3_* settings). Every part of the api that writes, reads or
 * deletes such a file goes through this interface (docs/decisions/file-storage.md); processing
 * (checking, re-encoding) happens before, in a local staging folder.
 *
 * A file is named by its path under /uploads: `properties/<key>-800.webp` is served at
 * `/uploads/properties/<key>-800.webp`. Names are random and a stored file is never rewritten.
 */

/** The kinds of file the stores keep, by extension; the type is never taken from elsewhere. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** Folders and a file name of plain characters, none starting with a dot (so no `..`, no dotfiles). */
const FILE_NAME = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.([a-z0-9]+)$/;

/**
 * The catalogue's seeded drawings (seed/catalogue/pictures.ts): SVG is a storable type for these
 * names only, which the api writes itself from its own code; no upload is ever stored as SVG.
 */
const SEED_DRAWING = /^catalogue\/seed-[a-z0-9-]+\.svg$/;

/** The content type of a storable name, or undefined for any other name (never stored, never served). */
export function contentTypeOf(name: string): string | undefined {
  if (SEED_DRAWING.test(name)) return 'image/svg+xml';
  const extension = FILE_NAME.exec(name)?.[1];
  return extension === undefined ? undefined : CONTENT_TYPES[extension];
}

const UPLOADS_PREFIX = '/uploads/';

/** The URL a stored file is served at. */
export function uploadUrl(name: string): string {
  return `${UPLOADS_PREFIX}${name}`;
}

/** The stored name behind an /uploads URL, or undefined for any other URL. */
export function uploadName(url: string): string | undefined {
  if (!url.startsWith(UPLOADS_PREFIX)) return undefined;
  const name = url.slice(UPLOADS_PREFIX.length);
  return contentTypeOf(name) === undefined ? undefined : name;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes. */
  length: number;
  /** A validator that changes whenever the bytes would (quoted, as sent in ETag). */
  etag: string | undefined;
  lastModified: Date | undefined;
}

export interface FileStore {
  /** Where the files go, for the log: a folder or an s3:// address (never a secret). */
  readonly location: string;
  /** Stores a finished file under `name`; readers never see it half-written. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file and what serving it needs, or undefined when there is none by that name. */
  read(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; a name with no file is not an error. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Releases connections (the app closing). */
  close(): Promise<void>;
}

/**
 * The store could not be reached, or refused (a bucket down, wrong credentials, a missing bucket):
 * the request fails with 503, and nothing is taken for "not found".
 */
export class StoreUnavailableError extends Error {
  constructor(operation: string, name: string, cause: unknown) {
    super(`file store ${operation} of ${name} failed`, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** Throws for a name no store may hold: a guard against a path built from the wrong pieces. */
export function checkedName(name: string): string {
  if (contentTypeOf(name) === undefined) throw new Error(`not a storable file name: ${name}`);
  return name;
}

/** A whole stored file in memory, or undefined when there is none (small files only). */
export async function readBytes(store: FileStore, name: string): Promise<Buffer | undefined> {
  const file = await store.read(name);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
