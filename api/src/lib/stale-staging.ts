import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { stagingRoot } from './local-file-store';

/**
 * How long a staging folder may go without a change before it is taken for abandoned. A live
 * upload changes its folder at least every REQUEST_IDLE_TIMEOUT_MS (at most 10 minutes): each
 * byte received is written to the picture being staged, and a connection idle for longer is cut.
 */
export const STAGING_ABANDONED_AFTER_MS = 60 * 60_000;

/** The newest change to a folder or to anything directly in it (a request's staging folder). */
async function lastChangeMs(dir: string): Promise<number> {
  const times = [(await stat(dir)).mtimeMs];
  for (const name of await readdir(dir)) {
    times.push((await stat(path.join(dir, name)).catch(() => ({ mtimeMs: 0 }))).mtimeMs);
  }
  return Math.max(...times);
}

/**
 * Removes the staging folders of uploads that will never finish: a process killed mid-upload
 * leaves its `UPLOAD_DIR/.staging/req-*` behind. Several api instances may share UPLOAD_DIR, so a
 * folder is removed only once nothing in it has changed for STAGING_ABANDONED_AFTER_MS, which no
 * live request of any instance reaches (docs/decisions/admin-uploads.md). Returns how many went.
 */
export async function removeAbandonedStaging(
  uploadDir: string,
  now = Date.now(),
  abandonedAfterMs = STAGING_ABANDONED_AFTER_MS,
): Promise<number> {
  const root = stagingRoot(uploadDir);
  const names = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const entry = path.join(root, name);
    try {
      const info = await stat(entry);
      const changed = info.isDirectory() ? await lastChangeMs(entry) : info.mtimeMs;
      if (now - changed < abandonedAfterMs) continue;
      await rm(entry, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Gone meanwhile (its request finished): nothing to remove.
    }
  }
  return removed;
}
