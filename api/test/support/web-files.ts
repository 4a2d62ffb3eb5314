import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/* What the web serving tests share: the cache policies and a fake build written file by file. */

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const INDEX_HTML =
  '<!doctype html><html><head><link rel="preload" href="/site-config.json" as="fetch" crossorigin="anonymous"></head><body><div id="root"></div></body></html>';

/** The JSON the server wrote into the page (inline-data.ts of @marketplace/shared/config). */
export function inlineDataOf(html: string): Record<string, unknown> {
  const match = html.match(/<script type="application\/json" id="inline-data">(.*?)<\/script>/);
  if (!match?.[1]) throw new Error('the page has no inline data');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

export function write(root: string, file: string, content: string): void {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}
