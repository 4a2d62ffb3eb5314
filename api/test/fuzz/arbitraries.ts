import fc from 'fast-check';
import type { JsonSchema } from './routes';

/*
 * Values for the fuzzer, from a route's own JSON schema (built by @fastify/swagger from its zod
 * schema): valid ones, almost valid ones (one field wrong, missing or extra) and hostile ones.
 */

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud83dz', '\udc00\ud800'];

/** Strings that broke real servers: control characters, scripts, SQL, paths, templates. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'abc\u0000def',
    ...LONE_SURROGATES,
    '<script>alert(1)</script>',
    "' OR '1'='1' --",
    '"; DROP TABLE users; --',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '${7*7}{{7*7}}',
    '__proto__',
    'constructor',
    '𝕏🏠👨‍👩‍👧‍👦 मुंबई',
    '\u202eevil',
    '\r\nSet-Cookie: a=b',
    'NaN',
    '-1',
    '1e309',
    '9007199254740993',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 257, max: 20_000 }).map((n) => 'ā'.repeat(n)),
);

/** Any JSON value of the wrong kind: numbers at the edges, objects, arrays, null. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // fast-check cannot read look-aheads (the password rule): one of each class, then more.
      return fc
        .string({ minLength: Math.max(0, minLength - 3), maxLength: Math.min(40, maxLength - 3) })
        .map((rest) => `Aa1${rest}`);
    }
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 300) });
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e6);
  const max = Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER);
  // Small values reach the rows that exist; the edges find overflows.
  return fc.oneof(
    fc.integer({ min, max: Math.min(max, min + 25) }),
    fc.integer({ min, max: Math.min(max, 2 ** 31 - 1) }),
    fc.constantFrom(min, max),
  );
}

/** A value the schema accepts. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(validValue));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum,
        max: schema.maximum,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 10, 10),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, validValue(value)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const EXTRA_KEYS = ['role', 'isAdmin', 'user_id', 'id', '__proto__', 'constructor', 'verified'];

/** A valid object with one thing wrong: a field removed, of the wrong kind, or one too many. */
export function almostValidObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  return fc
    .tuple(
      validValue(schema),
      fc.constantFrom('drop', 'wrong', 'extra'),
      keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('x'),
      fc.constantFrom(...EXTRA_KEYS),
      hostileValue,
    )
    .map(([value, change, key, extraKey, bad]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad;
      // A copy with own properties only, so '__proto__' is a key, not the prototype.
      const copy: Record<string, unknown> = Object.assign(Object.create(null), value);
      if (change === 'drop') delete copy[key];
      else if (change === 'wrong') copy[key] = bad;
      else Object.defineProperty(copy, extraKey, { value: bad, enumerable: true });
      return copy;
    });
}

/** JSON that is not JSON, or JSON too deep or too big. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1}}',
    "{'a':1}",
    '[1,]',
    'undefined',
    'NaN',
    '\u0000',
    '\ufeff{}',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc
    .integer({ min: 100, max: 5_000 })
    .map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.integer({ min: 1, max: 3 }).map((n) => `{"a":"${'x'.repeat(n * 400_000)}"}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** A path segment already encoded, hostile or not (lone surrogates as their raw bytes). */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w]/g, '_');
  }
}

export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(encodeSegment),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '99999999999999999999999',
    '%00',
    '..%2F..%2Fetc',
    '%ZZ',
    'null',
    ' 1',
  ),
);
