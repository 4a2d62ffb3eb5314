// For the tests of the zod-free answer checks: each one beside the zod schema the api answers
// with, on the same bodies, so the two cannot drift apart (answer-checks.ts).
import type { ResponseSchema } from './response-schema';

interface Pair {
  name: string;
  zod: { safeParse: (data: unknown) => { success: boolean } };
  check: ResponseSchema<unknown>;
  /** A valid answer holding `item` where the record under test goes. */
  wrap: (item: unknown) => unknown;
}

/** Both accept or both refuse `body`. */
export function expectAgreement(pair: Pick<Pair, 'zod' | 'check'>, body: unknown, valid: boolean) {
  expect(pair.zod.safeParse(body).success).toBe(valid);
  expect(pair.check.safeParse(body).success).toBe(valid);
}

/**
 * For each answer: a valid record is accepted by both (the check keeps the body as it is); the
 * record with any one field given a value of another type is refused by both, and so are a
 * missing record, a failure and a body that is not an object.
 */
export function describeAnswerChecks<T extends object>(
  pairs: Pair[],
  valid: T,
  wrongValues: Record<keyof T, unknown>,
) {
  describe.each(pairs)('the $name answer check agrees with its zod schema', (pair) => {
    it('accepts what the api sends (extra fields kept)', () => {
      const body = pair.wrap({ ...valid, extra: 'kept' });
      expectAgreement(pair, body, true);
      expect(pair.check.safeParse(body)).toEqual({ success: true, data: body });
    });

    it.each(Object.keys(wrongValues) as (keyof T)[])('refuses a wrong %s', (field) => {
      expectAgreement(pair, pair.wrap({ ...valid, [field]: wrongValues[field] }), false);
    });

    it('refuses a missing record, a failure and a body that is not an object', () => {
      const failure = { ...(pair.wrap(valid) as object), success: false };
      for (const body of [pair.wrap(undefined), failure, null, 'x']) {
        expectAgreement(pair, body, false);
      }
    });
  });
}

/** The entry point loads with zod made to throw. */
export function expectLoadsWithoutZod(load: () => unknown) {
  jest.isolateModules(() => {
    jest.doMock('zod', () => {
      throw new Error('zod was loaded');
    });
    expect(load).not.toThrow();
  });
}
