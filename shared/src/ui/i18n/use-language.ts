// Changing the language: every catalogue on the page is downloaded first, then the whole page
// turns at once; the choice is remembered in this browser (and <html lang> follows).
import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { loadCatalogues } from './catalogue';
import { LANGUAGE_STORAGE_KEY, languageAtom, type Language } from './language';

function rememberLanguage(lang: Language): void {
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}

export function useLanguage() {
  const [language, setLanguage] = useAtom(languageAtom);
  const changeLanguage = useCallback(
    async (lang: Language) => {
      await loadCatalogues(lang);
      rememberLanguage(lang);
      setLanguage(lang);
    },
    [setLanguage],
  );
  return { language, changeLanguage };
}
