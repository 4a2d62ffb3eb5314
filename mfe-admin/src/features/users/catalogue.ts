// The Users tab's texts in every language (docs/i18n.md): Hindi a chunk of its own.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { USERS_TEXT } from './messages';

export type UsersTexts = Translation<typeof USERS_TEXT>;

export const usersCatalogue = defineCatalogue<UsersTexts>(USERS_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-users" */ './messages.hi'),
});
