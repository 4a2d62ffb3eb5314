// Small checks of an api answer's shape, without zod (about 24 KB brotli in a browser). The
// api checks its answers with the zod schemas before it sends them (its response serializer);
// a page that only reads an answer checks it with these, refusing one it could not draw. Each
// check beside its zod schema is tested on the same bodies (contracts-*/answers.test.ts).
import type { ResponseSchema } from './response-schema';

export type Check = (value: unknown) => boolean;

export const isString: Check = (value) => typeof value === 'string';
export const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
export const isInteger: Check = (value) => Number.isInteger(value);
export const isBoolean: Check = (value) => typeof value === 'boolean';
export const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
export const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
export const oneOf =
  (values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);
export const isSuccess = oneOf([true]);

/**
 * An object whose every field of T passes its check; the compiler requires one check per field.
 * Fields T does not name are left as they are.
 */
export function objectOf<T>(fields: { [K in keyof T]-?: Check }): Check {
  const entries = Object.entries(fields) as [string, Check][];
  return (value) =>
    typeof value === 'object' &&
    value !== null &&
    entries.every(([key, check]) => check((value as Record<string, unknown>)[key]));
}

/** A zod-like `safeParse` over a check, for `apiRequest`'s `schema` option. */
export function answerOf<T>(check: Check): ResponseSchema<T> {
  return {
    safeParse: (data) => (check(data) ? { success: true, data: data as T } : { success: false }),
  };
}
