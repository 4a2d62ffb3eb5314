// The session guard's one text in every language. A catalogue of its own: the guard is in the
// remote's first file, before every account page, so it must not bring the auth pages' texts.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { GUARD_MESSAGES } from './messages';

export type GuardTexts = Translation<typeof GUARD_MESSAGES>;

export const guardCatalogue = defineCatalogue(GUARD_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
