// Message catalogues: an app's texts per language. English is bundled with the code that shows
// it; every other language is a chunk of its own, downloaded the first time it is shown
// (docs/i18n.md, docs/decisions/i18n-runtime.md).
import { useAtomValue } from 'jotai';
import { languageAtom, type Language } from './language';

/**
 * The shape a translation must have: the English catalogue's keys, texts as any string, at every
 * depth (a catalogue may group its texts).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: never[]) => unknown
      ? T[K]
      : T[K] extends object
        ? Translation<T[K]>
        : T[K];
};

type OtherLanguage = Exclude<Language, 'en'>;
type TranslationLoader<T> = () => Promise<{ default: Translation<T> }>;

export interface Catalogue<T> {
  readonly en: T;
  /** The catalogue in `lang` if it is already here. */
  loaded(lang: Language): Translation<T> | undefined;
  /** The catalogue in `lang`, downloaded once. */
  load(lang: Language): Promise<Translation<T>>;
}

/** Every catalogue defined on the page, so a change of language can load them all first. */
const catalogues = new Set<Catalogue<unknown>>();

export function defineCatalogue<T>(
  en: T,
  translations: Record<OtherLanguage, TranslationLoader<T>>,
): Catalogue<T> {
  const ready = new Map<Language, Translation<T>>([['en', en as Translation<T>]]);
  const loading = new Map<Language, Promise<Translation<T>>>();
  const catalogue: Catalogue<T> = {
    en,
    loaded: (lang) => ready.get(lang),
    load(lang) {
      const here = ready.get(lang);
      if (here) return Promise.resolve(here);
      let promise = loading.get(lang);
      if (!promise) {
        promise = translations[lang as OtherLanguage]().then(({ default: messages }) => {
          ready.set(lang, messages);
          return messages;
        });
        // A failed download is tried again by the next render, not remembered.
        promise.catch(() => loading.delete(lang));
        loading.set(lang, promise);
      }
      return promise;
    },
  };
  catalogues.add(catalogue as Catalogue<unknown>);
  return catalogue;
}

/** Loads every catalogue defined so far in `lang`: the switch waits for it, so no text flashes. */
export function loadCatalogues(lang: Language): Promise<unknown> {
  return Promise.all([...catalogues].map((catalogue) => catalogue.load(lang)));
}

/**
 * The catalogue's texts in the active language. A language not yet downloaded suspends the
 * component (the nearest Suspense boundary shows its fallback) until it arrives.
 */
export function useMessages<T>(catalogue: Catalogue<T>): Translation<T> {
  const lang = useAtomValue(languageAtom);
  const here = catalogue.loaded(lang);
  if (here) return here;
  // Suspended by throwing the download, so React renders the component afresh once it is here.
  // `use` would replay it from where it stopped, and a replay that finds the texts already here
  // no longer calls `use`, which breaks the hooks after it (React error 467, then 520).
  throw catalogue.load(lang);
}
