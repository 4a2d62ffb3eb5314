// For tests: every message the shared zod schemas write themselves, found by walking them, so the
// api's Hindi answers and the admin's Hindi checks are each held to all of them (a new check
// without its Hindi fails there). Reads zod's own structure; imports no zod.

interface ZodLike {
  _zod: {
    def: Record<string, unknown> & { checks?: Array<{ _zod?: { def?: { error?: unknown } } }> };
  };
}
const isSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** A check's message: zod keeps a written one as a function that answers it. */
function textOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error !== 'function') return undefined;
  const text: unknown = (error as (issue: object) => unknown)({ code: 'custom', input: undefined });
  return typeof text === 'string' ? text : undefined;
}

/** Where a schema keeps the schemas inside it. */
const INNER = ['innerType', 'in', 'out', 'element', 'keyType', 'valueType', 'left', 'right'];

/**
 * The messages written in `values` (each a schema, or an object of schemas such as a kind's
 * bodies) and in every schema inside them; `skip` and the schemas inside it are left out.
 */
export function schemaMessages(values: Iterable<unknown>, skip: unknown[] = []): Set<string> {
  const messages = new Set<string>();
  const seen = new Set<unknown>(skip.flatMap((value) => [value, ...Object.values(value ?? {})]));
  const add = (error: unknown) => {
    const text = textOf(error);
    if (text !== undefined) messages.add(text);
  };
  const walk = (schema: unknown) => {
    if (!isSchema(schema) || seen.has(schema)) return;
    seen.add(schema);
    const { def } = schema._zod;
    add(def.error);
    for (const check of def.checks ?? []) add(check._zod?.def?.error);
    for (const key of INNER) walk(def[key]);
    for (const option of (def.options as unknown[] | undefined) ?? []) walk(option);
    for (const field of Object.values((def.shape as object | undefined) ?? {})) walk(field);
  };
  for (const value of values) {
    if (isSchema(value)) walk(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  }
  return messages;
}
