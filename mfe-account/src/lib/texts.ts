/**
 * The shape of a translation of a catalogue that groups several message objects (a page's texts,
 * its toasts, a list of cards): every text any string, every message function the same
 * arguments, and what is not a text (a toast's duration, a role's value) as in English.
 */
export type Texts<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? { readonly [K in keyof T]: Texts<T[K]> }
      : T;
