// The page's language: English or Hindi. The inline script of the shell's index.html picks it
// before the first paint (a `?lang=` link, the stored choice, then the browser's languages) and
// writes it to <html lang>; everything after reads it from there, then from languageAtom.
import { atom } from 'jotai';
import { isLanguage, type Language } from '@marketplace/shared/contracts-core';

export { LANGUAGES, isLanguage, type Language } from '@marketplace/shared/contracts-core';

/** Where the browser remembers the visitor's choice; the inline script reads the same key. */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** The language the page started in: <html lang> as the inline script set it, else English. */
function startLanguage(): Language {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}

/** The active language: one atom in the shared singleton, so the shell and every remote agree. */
export const languageAtom = atom<Language>(startLanguage());
