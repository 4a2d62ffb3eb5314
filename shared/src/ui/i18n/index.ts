export { LANGUAGES, isLanguage, languageAtom, type Language } from './language';
export {
  defineCatalogue,
  loadCatalogues,
  useMessages,
  type Catalogue,
  type Translation,
} from './catalogue';
export { useLanguage } from './use-language';
