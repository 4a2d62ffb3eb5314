// The admin page's heading and tabs in every language (docs/i18n.md): Hindi a chunk of its own.
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { ADMIN_PAGE_TEXT } from './messages';

export type AdminPageTexts = Translation<typeof ADMIN_PAGE_TEXT>;

export const adminPageCatalogue = defineCatalogue<AdminPageTexts>(ADMIN_PAGE_TEXT, {
  hi: () => import(/* webpackChunkName: "hi-admin-page" */ './messages.hi'),
});
