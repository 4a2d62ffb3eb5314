// The About page's texts in every language (docs/i18n.md): English bundled, Hindi a chunk of its
// own, downloaded when Hindi is shown. The sections' texts are in the sections' order.
import { defineCatalogue } from '@marketplace/shared/ui';
import { ABOUT_MESSAGES, ABOUT_SECTIONS } from './messages';

export const ABOUT_TEXTS = {
  ...ABOUT_MESSAGES,
  sections: ABOUT_SECTIONS.map(({ title, text }) => ({ title, text })),
};

export const aboutCatalogue = defineCatalogue(ABOUT_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-company" */ './messages.hi'),
});
