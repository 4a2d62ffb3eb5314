import type { LightMyRequestResponse } from 'fastify';
import { SECURITY_HEADERS } from '../../src/plugins/security-headers';

/*
 * What every answer of the api must be, whatever it was sent: 2xx or 4xx, the envelope with a
 * message, the security headers, and nothing of the inside (stack, driver, files, secrets).
 */

const INTERNALS =
  /SqliteError|better-sqlite3|PostgresError|DatabaseError|ZodError|node_modules|\/work\/|\/src\/|\/dist\/|\.ts:\d+|\.js:\d+|\n\s+at |"stack"|\$scrypt\$|password_hash|token_hash|code_hash|kysely/i;

/** Secrets the test knows (tokens it holds, codes mailed), never to be echoed in a body. */
export interface Secrets {
  tokens: string[];
  codes: () => string[];
}

export function answerProblems(response: LightMyRequestResponse, secrets: Secrets): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = response;
  if (status < 200 || status >= 500) problems.push(`status ${status}`);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (response.headers[name] !== value) problems.push(`header ${name} missing`);
  }
  if (INTERNALS.test(body)) problems.push(`internal detail in body: ${INTERNALS.exec(body)?.[0]}`);
  for (const token of secrets.tokens) if (body.includes(token)) problems.push('a token in body');
  for (const code of secrets.codes())
    if (body.includes(`"${code}"`)) problems.push('a code in body');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    problems.push('body is not JSON');
    return problems;
  }
  const envelope = parsed as { success?: unknown; msg?: unknown; code?: unknown };
  if (status >= 400) {
    if (envelope.success !== false) problems.push('failure without success: false');
    if (typeof envelope.msg !== 'string' || envelope.msg.trim() === '') problems.push('no msg');
    if (typeof envelope.code !== 'string') problems.push('no code');
  } else if (envelope.success !== true) {
    problems.push('success without success: true');
  }
  return problems;
}
