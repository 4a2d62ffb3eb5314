// The maintenance pages' texts in every language (docs/i18n.md): English bundled, Hindi a chunk
// of its own, downloaded when Hindi is shown. The tiles' texts are in their tiles' order.
import { defineCatalogue } from '@marketplace/shared/ui';
import { ASSURANCE_TILES, MAINTENANCE_MESSAGES, MAINTENANCE_WHY_CHOOSE } from './messages';

export const MAINTENANCE_TEXTS = {
  ...MAINTENANCE_MESSAGES,
  assurances: ASSURANCE_TILES.map(({ title, text }) => ({ title, text })),
  whyChoose: MAINTENANCE_WHY_CHOOSE.map(({ title, description }) => ({ title, description })),
};

export const maintenanceCatalogue = defineCatalogue(MAINTENANCE_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-maintenance" */ './messages.hi'),
});
