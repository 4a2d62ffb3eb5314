import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type FileStore } from './file-store';

/** The names of the storable files under `dir` (no dotfiles or dot-folders, so no staging). */
async function storableNames(dir: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, folder), { withFileTypes: true });
  const names: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const name = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) names.push(...(await storableNames(dir, name)));
    else if (entry.isFile() && contentTypeOf(name) !== undefined) names.push(name);
  }
  return names;
}

export interface CopyResult {
  copied: number;
  /** Already in the store (a copy run again after an interruption). */
  skipped: number;
}

/**
 * Copies every file the api serves from an uploads folder into a store under the same name, so
 * the URLs the database holds keep working once the api uses that store. A file already there is
 * skipped: names are random and never rewritten, so a run interrupted can simply be run again.
 */
export async function copyUploads(uploadDir: string, target: FileStore): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, skipped: 0 };
  for (const name of await storableNames(uploadDir)) {
    const present = await target.exists(name);
    if (!present) await target.put(name, await readFile(path.join(uploadDir, name)));
    result[present ? 'skipped' : 'copied'] += 1;
  }
  return result;
}
