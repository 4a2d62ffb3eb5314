import type {
  CataloguePage,
  CataloguePageAnswers as PageAnswers,
  CatalogueService,
  FaqItem,
  Figure,
} from '@marketplace/shared/contracts';
import type { PublishedItem } from '../db/repositories/catalogue-versions';
import type { PublishedCatalogue } from './published';

/** The visible items of a kind, in display order, as pages read them: key and body fields. */
function shown<T>(catalogue: PublishedCatalogue, kind: PublishedItem['kind']): T[] {
  return catalogue.items
    .filter((item) => item.kind === kind && item.visible)
    .sort((a, b) => a.position - b.position)
    .map((item) => ({ key: item.key, ...item.body }) as T);
}

function figures(catalogue: PublishedCatalogue, ...sets: Figure['set'][]): Figure[] {
  return shown<Figure>(catalogue, 'figure').filter((figure) => sets.includes(figure.set));
}

const BUILDERS: { [P in CataloguePage]: (catalogue: PublishedCatalogue) => PageAnswers[P] } = {
  home: (catalogue) => ({
    success: true,
    version: catalogue.version,
    slides: shown(catalogue, 'slide'),
    services: shown<CatalogueService>(catalogue, 'service'),
    faqs: shown<FaqItem>(catalogue, 'faq'),
    figures: figures(catalogue, 'home', 'home-services'),
    testimonials: shown(catalogue, 'testimonial'),
  }),
  homecare: (catalogue) => ({
    success: true,
    version: catalogue.version,
    services: shown(catalogue, 'homecare'),
    figures: figures(catalogue, 'homecare'),
  }),
  maintenance: (catalogue) => ({
    success: true,
    version: catalogue.version,
    services: shown(catalogue, 'maintenance'),
    related: shown(catalogue, 'service'),
    figures: figures(catalogue, 'maintenance'),
  }),
  services: (catalogue) => ({
    success: true,
    version: catalogue.version,
    services: shown(catalogue, 'service'),
  }),
  constructions: (catalogue) => ({
    success: true,
    version: catalogue.version,
    packages: shown(catalogue, 'package'),
    figures: figures(catalogue, 'constructions', 'construction-package'),
  }),
  interior: (catalogue) => ({
    success: true,
    version: catalogue.version,
    designs: shown(catalogue, 'design'),
    furniture: shown(catalogue, 'furniture'),
  }),
};

/** What a page reads of the published catalogue, built once per version. */
export function pageAnswer<P extends CataloguePage>(
  catalogue: PublishedCatalogue,
  page: P,
): PageAnswers[P] {
  let answer = catalogue.answers.get(page) as PageAnswers[P] | undefined;
  if (!answer) {
    answer = BUILDERS[page](catalogue);
    catalogue.answers.set(page, answer);
  }
  return answer;
}

/** The validator of a page's answer: changes with every publish. */
export function pageEtag(page: CataloguePage, version: number): string {
  return `"catalogue-${page}-v${version}"`;
}
