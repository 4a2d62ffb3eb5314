// What checks an api answer's shape before a page uses it: a zod schema, or a zod-free check
// (contracts-properties/answers.ts). Here, not in the api client, so the contracts can name it
// without the browser's fetch types.
export interface ResponseSchema<T> {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false };
}
