// The Site health tab's texts in every language (docs/i18n.md): Hindi a chunk of its own.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { HEALTH_TEXT } from './messages';

export type HealthTexts = Translation<typeof HEALTH_TEXT>;

export const healthCatalogue = defineCatalogue<HealthTexts>(HEALTH_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-health" */ './messages.hi'),
});
