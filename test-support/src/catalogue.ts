// The published catalogue as the api serves it after the first start (today's content seeded),
// for the tests of the pages that draw it and of the admin's preview.
import type {
  CataloguePage,
  CataloguePageAnswers as CataloguePages,
} from '@marketplace/shared/contracts-catalogue';
import pages from './catalogue-pages.json';
import { mockApi } from './fetch-mock';

/** Each page's answer, as GET /api/v1/catalogue/<page> gives it for the seeded catalogue. */
export const SEEDED_CATALOGUE = pages as unknown as CataloguePages;

/** Answers GET /catalogue/<page> with the seeded content, or with `answer`. */
export function mockCataloguePage<P extends CataloguePage>(
  page: P,
  answer: CataloguePages[P] = SEEDED_CATALOGUE[page],
): void {
  mockApi('GET', `/catalogue/${page}`, { body: answer });
}
