// The header's, footer's and not-found page's texts in every language (docs/i18n.md): English
// bundled, Hindi downloaded with the shell's other Hindi texts when Hindi is shown.
import { defineCatalogue } from '@marketplace/shared/ui';
import { LAYOUT_MESSAGES } from './messages';

export const layoutCatalogue = defineCatalogue(LAYOUT_MESSAGES, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
