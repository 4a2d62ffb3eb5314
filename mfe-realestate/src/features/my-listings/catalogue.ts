// My listings' texts in every language (docs/i18n.md): the page's, its leads' and the lead types.
// English bundled, Hindi a chunk of its own, downloaded when Hindi is shown.
import { LEAD_TYPE_LABELS } from '@marketplace/shared/contracts-posting';
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { LEADS_TEXT, MY_LISTINGS_TEXT } from './my-listings-text';

const MY_LISTINGS_TEXTS = {
  text: MY_LISTINGS_TEXT,
  leads: LEADS_TEXT,
  leadTypes: LEAD_TYPE_LABELS,
};

export type MyListingsTexts = Translation<typeof MY_LISTINGS_TEXTS>;

export const myListingsCatalogue = defineCatalogue<MyListingsTexts>(MY_LISTINGS_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-my-listings" */ './messages.hi'),
});
