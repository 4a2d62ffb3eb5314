import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedName, contentTypeOf, type FileStore, type StoredFile } from './file-store';

/** Where uploads stage their files inside the folder, one `req-*` folder per request. */
export function stagingRoot(uploadDir: string): string {
  return path.join(uploadDir, '.staging');
}

/** A file that is not there, or a path through something that is not a folder. */
function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/**
 * Files under UPLOAD_DIR (the default store): `properties/x.webp` is UPLOAD_DIR/properties/x.webp.
 * Errors of the file system (a full disk, a read-only folder) are thrown as they are: the upload
 * routes answer them with 507.
 */
export class LocalFileStore implements FileStore {
  readonly location: string;

  constructor(private readonly root: string) {
    this.location = `folder ${root}`;
  }

  private pathOf(name: string): string {
    return path.join(this.root, checkedName(name));
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(name);
    await mkdir(path.dirname(target), { recursive: true });
    // Written under a private name on the same file system, then renamed into place: a reader
    // sees the whole file or none. What a killed process leaves there is swept with the staging.
    const staging = stagingRoot(this.root);
    await mkdir(staging, { recursive: true });
    const temporary = path.join(staging, `put-${randomBytes(8).toString('hex')}`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(name: string): Promise<StoredFile | undefined> {
    const contentType = contentTypeOf(name);
    if (contentType === undefined) return undefined;
    // Opened first, then measured: a file deleted meanwhile is still read whole.
    const handle = await open(this.pathOf(name), 'r').catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (!handle) return undefined;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return undefined;
    }
    return {
      body: handle.createReadStream(),
      contentType,
      length: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
  }

  async delete(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(name))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async close(): Promise<void> {}
}
