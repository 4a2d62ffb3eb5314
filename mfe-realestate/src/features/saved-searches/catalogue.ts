// The saved searches' pages in every language (docs/i18n.md): the list, the unsubscribe link's
// page and a search's filters in words. English bundled, Hindi a chunk of its own, downloaded
// when Hindi is shown.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { SUMMARY_TEXT } from '../../lib/search-summary';
import { SAVED_SEARCHES_TEXT, UNSUBSCRIBE_TEXT } from './messages';

const SAVED_SEARCH_TEXTS = {
  list: SAVED_SEARCHES_TEXT,
  unsubscribe: UNSUBSCRIBE_TEXT,
  summary: SUMMARY_TEXT,
};

export type SavedSearchTexts = Translation<typeof SAVED_SEARCH_TEXTS>;

export const savedSearchesCatalogue = defineCatalogue<SavedSearchTexts>(SAVED_SEARCH_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-saved-searches" */ './messages.hi'),
});
