import type { FastifyBaseLogger } from 'fastify';
import { StoreUnavailableError, type FileStore } from '../../lib/file-store';
import { SEED_ILLUSTRATIONS } from './illustrations';

/**
 * Puts the seeded drawings into the file store as `catalogue/<name>` where they are missing
 * (every start: a new instance, an emptied folder or a new bucket gets them back). The store
 * writes each whole, so an instance starting beside another never serves half a file.
 */
async function copySeedPictures(files: FileStore): Promise<number> {
  let written = 0;
  for (const [name, svg] of Object.entries(SEED_ILLUSTRATIONS)) {
    const stored = `catalogue/${name}`;
    if (await files.exists(stored)) continue;
    await files.put(stored, Buffer.from(svg));
    written += 1;
  }
  return written;
}

/**
 * The same at start, where a bucket that is down must not stop the api: the pages draw their
 * fallbacks until a later start puts the drawings there.
 */
export async function putSeedPictures(files: FileStore, log: FastifyBaseLogger): Promise<void> {
  try {
    const written = await copySeedPictures(files);
    if (written > 0) log.info({ written }, 'catalogue drawings stored');
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    log.error({ err: error }, 'catalogue drawings not stored: the file store refused');
  }
}
