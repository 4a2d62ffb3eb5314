// The site's languages, without zod: the page's language switch, the account's stored language
// and the api's answers all take one of these.
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}
