import { LANGUAGES } from '@marketplace/shared/contracts-core';
import { CATALOGUE_PAGES } from '@marketplace/shared/contracts-catalogue';
import { SEEDED_CATALOGUE } from '@marketplace/test-support';
import { forgetCataloguePages, primeCataloguePage } from '../lib/catalogue-data';

/**
 * Each test of the file starts with every page's content read from the seeded catalogue, as on
 * arrival once the page's request has answered (lib/catalogue-data.ts has its own tests of the
 * reading itself: the spinner, a failure, a new publish). A Hindi page reads the same content
 * (the content's own Hindi has its tests in features/hindi-content.test.tsx).
 */
export function withSeededCatalogue(): void {
  beforeEach(() => {
    forgetCataloguePages();
    for (const page of CATALOGUE_PAGES) {
      for (const language of LANGUAGES) primeCataloguePage(page, SEEDED_CATALOGUE[page], language);
    }
  });
}
