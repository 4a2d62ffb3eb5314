/**
 * The shape of a catalogue's translation: the English catalogue's keys, a text for every text
 * and a function of the same arguments for every function. TypeScript refuses a missing or
 * extra key; api/test/api-messages.test.ts refuses an empty text or a function of other arity.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K];
};
