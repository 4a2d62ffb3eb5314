// The Properties tab's texts in every language (docs/i18n.md): Hindi a chunk of its own.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { PROPERTIES_TEXT } from './messages';

export type PropertiesTexts = Translation<typeof PROPERTIES_TEXT>;

export const propertiesCatalogue = defineCatalogue<PropertiesTexts>(PROPERTIES_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-properties" */ './messages.hi'),
});
