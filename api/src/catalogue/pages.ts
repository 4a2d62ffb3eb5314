import { translatedBody } from '@marketplace/shared/catalogue-schemas';
import {
  type CataloguePage,
  CataloguePageAnswers as PageAnswers,
  CatalogueService,
  FaqItem,
  Figure,
  Language,
} from '@marketplace/shared/contracts';
import type { PublishedItem } from '../db/repositories/catalogue-versions';
import type { PublishedCatalogue } from './published';

/** A published version read in one language. */
interface Reading {
  catalogue: PublishedCatalogue;
  language: Language;
}

/**
 * The visible items of a kind, in display order, as pages read them: key and body fields, in
 * Hindi each field whose Hindi twin is filled (the English one otherwise).
 */
function shown<T>({ catalogue, language }: Reading, kind: PublishedItem['kind']): T[] {
  return catalogue.items
    .filter((item) => item.kind === kind && item.visible)
    .sort((a, b) => a.position - b.position)
    .map((item) => {
      const body =
        language === 'hi' ? translatedBody(kind, item.body, item.translations?.hi) : item.body;
      return { key: item.key, ...body } as T;
    });
}

function figures(catalogue: Reading, ...sets: Figure['set'][]): Figure[] {
  return shown<Figure>(catalogue, 'figure').filter((figure) => sets.includes(figure.set));
}

const BUILDERS: { [P in CataloguePage]: (reading: Reading) => PageAnswers[P] } = {
  home: (catalogue) => ({
    success: true,
    version: catalogue.catalogue.version,
    slides: shown(catalogue, 'slide'),
    services: shown<CatalogueService>(catalogue, 'service'),
    faqs: shown<FaqItem>(catalogue, 'faq'),
    figures: figures(catalogue, 'home', 'home-services'),
    testimonials: shown(catalogue, 'testimonial'),
  }),
  homecare: (catalogue) => ({
    success: true,
    version: catalogue.catalogue.version,
    services: shown(catalogue, 'homecare'),
    figures: figures(catalogue, 'homecare'),
  }),
  maintenance: (catalogue) => ({
    success: true,
    version: catalogue.catalogue.version,
    services: shown(catalogue, 'maintenance'),
    related: shown(catalogue, 'service'),
    figures: figures(catalogue, 'maintenance'),
  }),
  services: (catalogue) => ({
    success: true,
    version: catalogue.catalogue.version,
    services: shown(catalogue, 'service'),
  }),
  constructions: (catalogue) => ({
    success: true,
    version: catalogue.catalogue.version,
    packages: shown(catalogue, 'package'),
    figures: figures(catalogue, 'constructions', 'construction-package'),
  }),
  interior: (catalogue) => ({
    success: true,
    version: catalogue.catalogue.version,
    designs: shown(catalogue, 'design'),
    furniture: shown(catalogue, 'furniture'),
  }),
};

/** What a page reads of the published catalogue in a language, built once per version. */
export function pageAnswer<P extends CataloguePage>(
  catalogue: PublishedCatalogue,
  page: P,
  language: Language = 'en',
): PageAnswers[P] {
  const name = language === 'en' ? page : `${page}:${language}`;
  let answer = catalogue.answers.get(name) as PageAnswers[P] | undefined;
  if (!answer) {
    answer = BUILDERS[page]({ catalogue, language });
    catalogue.answers.set(name, answer);
  }
  return answer;
}

/** The validator of a page's answer: changes with every publish, and differs by language. */
export function pageEtag(page: CataloguePage, version: number, language: Language = 'en'): string {
  return language === 'en'
    ? `"catalogue-${page}-v${version}"`
    : `"catalogue-${page}-v${version}-${language}"`;
}
