import type { LightMyRequestResponse } from 'fastify';

/** The api's failure envelope, exactly: the status, and a body of `success: false`, msg and code. */
export function expectFailure(
  response: LightMyRequestResponse,
  status: number,
  msg: string,
  code: string,
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ success: false, msg, code });
}

/**
 * A 429 of the auth attempt limits: a retry-after of 1 to 60 seconds, and the failure envelope
 * that names the same number of seconds.
 */
export function expectTooManyAttempts(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expectFailure(
    response,
    429,
    `Too many attempts. Please try again in ${seconds} seconds.`,
    'RATE_LIMITED',
  );
}
