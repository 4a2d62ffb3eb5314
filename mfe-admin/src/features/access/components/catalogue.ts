// The access gate's texts in every language (docs/i18n.md): Hindi a chunk of its own.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { ACCESS_TEXT } from './messages';

export type AccessTexts = Translation<typeof ACCESS_TEXT>;

export const accessCatalogue = defineCatalogue<AccessTexts>(ACCESS_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-access" */ './messages.hi'),
});
