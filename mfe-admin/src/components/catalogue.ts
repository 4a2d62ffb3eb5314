// The shared texts in every language (docs/i18n.md): Hindi a chunk of its own.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { COMMON_TEXT } from './messages';

export type CommonTexts = Translation<typeof COMMON_TEXT>;

export const commonCatalogue = defineCatalogue<CommonTexts>(COMMON_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-common" */ './messages.hi'),
});
