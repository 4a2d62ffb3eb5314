// The shell's own texts in every language (docs/i18n.md): English bundled, Hindi on demand.
import { defineCatalogue } from '@marketplace/shared/ui';
import { SHELL_MESSAGES } from './messages';

export const shellCatalogue = defineCatalogue(SHELL_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
