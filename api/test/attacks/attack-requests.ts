import { readdirSync } from 'node:fs';
import type { App } from '../../src/app';
import { nextAddress } from '../support/accounts';

/* What the attack suites share: a request from a fresh address, and the files an upload left. */

/** A request as an attacker sends it, from a new client address each time. */
export function inject(
  app: App,
  method: string,
  url: string,
  token?: string,
  body?: { payload: Buffer | string; headers: Record<string, string> },
) {
  return app.inject({
    method: method as 'GET',
    url,
    remoteAddress: nextAddress(),
    headers: { ...(body?.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { payload: body.payload } : {}),
  });
}

/**
 * Every file under UPLOAD_DIR, wherever it landed, but the catalogue's seeded drawings (there
 * from the start).
 */
export function uploadedFiles(app: App): string[] {
  try {
    return readdirSync(app.config.uploadDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('seed-'))
      .map((entry) => `${entry.parentPath}/${entry.name}`);
  } catch {
    return [];
  }
}
