// The careers page's texts in every language (docs/i18n.md): English bundled, Hindi a chunk of
// its own, downloaded when Hindi is shown.
import type { JobApplication } from '@marketplace/shared/contracts';
import { defineCatalogue } from '@marketplace/shared/ui';
import { APPLICATION_FIELDS, CAREERS_MESSAGES } from './messages';

export const CAREERS_TEXTS = {
  ...CAREERS_MESSAGES,
  labels: Object.fromEntries(APPLICATION_FIELDS.map(({ name, label }) => [name, label])) as Record<
    keyof JobApplication,
    string
  >,
};

export const careersCatalogue = defineCatalogue(CAREERS_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-company" */ './messages.hi'),
});
