// The dashboard's texts in every language (docs/i18n.md).
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';

import { CARD_MESSAGES, DASHBOARD_MESSAGES, ROLE_LABELS } from './messages';

const DASHBOARD_TEXTS = { page: DASHBOARD_MESSAGES, roles: ROLE_LABELS, cards: CARD_MESSAGES };

export type DashboardTexts = Translation<typeof DASHBOARD_TEXTS>;

export const dashboardCatalogue = defineCatalogue<DashboardTexts>(DASHBOARD_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi" */ './messages.hi'),
});
