// How the admin edits each kind of catalogue item (its name is in messages.ts): the fields of its form (in
// the order of the card), a new item's body, and the line that names an item in the list. The
// checks are the api's own (CATALOGUE_BODY_SCHEMAS), run on the form before a save. A field names
// its label and hint by key in the tab's catalogue, so the form reads in the page's language.
import {
  FIGURE_SETS,
  FURNITURE_CATEGORIES,
  HOMECARE_CATEGORIES,
  HOMECARE_LOCATION_SUBCATEGORY,
  INTERIOR_CATEGORIES,
  subCategoriesOf,
  type CatalogueKind,
} from '@marketplace/shared/contracts';
import type { Translation } from '@marketplace/shared/ui';
import type { CATALOGUE_TEXT, FieldHint, FieldLabel } from './messages';

export type Body = Record<string, unknown>;

interface Option {
  value: string;
  label: string;
}

type Texts = Translation<typeof CATALOGUE_TEXT>;

export type FieldSpec =
  | {
      type: 'text' | 'textarea' | 'lines' | 'colour';
      name: string;
      label: FieldLabel;
      hint?: FieldHint;
    }
  | { type: 'number'; name: string; label: FieldLabel; step?: number; optional?: boolean }
  | { type: 'price' | 'gallery' | 'icon'; name: string; label: FieldLabel }
  | { type: 'picture'; name: string; label: FieldLabel; optional?: boolean }
  | {
      type: 'select';
      name: string;
      label: FieldLabel;
      /** The choices, named in the page's language where the catalogue has their names. */
      options: (body: Body, texts: Texts) => Option[];
    }
  | { type: 'related'; name: string; label: FieldLabel };

/** A tree's names as choices: the stored name sent, its name in the page's language shown. */
const named = (values: readonly string[], texts: Texts): Option[] =>
  values.map((value) => ({ value, label: texts.categoryName(value) }));

const categoryOf = (tree: readonly { name: string }[]) => (_body: Body, texts: Texts) =>
  named(
    tree.map((entry) => entry.name),
    texts,
  );
const subCategoryOf =
  (tree: readonly { name: string; subCategories: readonly string[] }[]) =>
  (body: Body, texts: Texts) =>
    named(
      subCategoriesOf(tree, String(body.category ?? '')).filter(
        (name) => name !== HOMECARE_LOCATION_SUBCATEGORY,
      ),
      texts,
    );

const slug = {
  type: 'text',
  name: 'slug',
  label: 'slug',
  hint: 'slug',
} as const;
const name = { type: 'text', name: 'name', label: 'name' } as const;
const picture = { type: 'picture', name: 'picture', label: 'picture' } as const;
const icon = {
  type: 'icon',
  name: 'icon',
  label: 'icon',
} as const;
const price = { type: 'price', name: 'price', label: 'price' } as const;
const description = { type: 'textarea', name: 'description', label: 'description' } as const;
const features = {
  type: 'lines',
  name: 'features',
  label: 'features',
  hint: 'onePerLine',
} as const;
const rating = { type: 'number', name: 'rating', label: 'rating', step: 0.1 } as const;

const fixedPrice = (unit = '') => ({ kind: 'fixed', amount: 1000, upTo: null, unit });

export interface KindInfo {
  fields: FieldSpec[];
  /** A new item's body: every field present, to be filled in. */
  empty: () => Body;
  /** What names an item in the list. */
  title: (body: Body) => string;
}

const text = (body: Body, field: string) => String(body[field] ?? '');

export const KINDS: Record<CatalogueKind, KindInfo> = {
  service: {
    fields: [
      name,
      slug,
      picture,
      icon,
      { type: 'text', name: 'summary', label: 'summary' },
      description,
      { type: 'lines', name: 'included', label: 'included', hint: 'onePerLine' },
      price,
    ],
    empty: () => ({
      slug: '',
      name: '',
      picture: '',
      icon: 'tools',
      summary: '',
      description: '',
      included: [],
      price: fixedPrice('per visit'),
    }),
    title: (body) => text(body, 'name'),
  },
  homecare: {
    fields: [
      name,
      picture,
      icon,
      {
        type: 'select',
        name: 'category',
        label: 'category',
        options: categoryOf(HOMECARE_CATEGORIES),
      },
      {
        type: 'select',
        name: 'subCategory',
        label: 'subCategory',
        options: subCategoryOf(HOMECARE_CATEGORIES),
      },
      description,
      rating,
      { type: 'text', name: 'reviews', label: 'reviews', hint: 'reviews' },
      price,
      {
        type: 'number',
        name: 'originalPrice',
        label: 'originalPrice',
        optional: true,
      },
    ],
    empty: () => ({
      name: '',
      picture: '',
      icon: 'tools',
      rating: 4.5,
      reviews: '',
      price: fixedPrice(),
      originalPrice: null,
      category: HOMECARE_CATEGORIES[0].name,
      subCategory: HOMECARE_CATEGORIES[0].subCategories[0],
      description: '',
    }),
    title: (body) => text(body, 'name'),
  },
  maintenance: {
    fields: [
      name,
      slug,
      picture,
      { type: 'gallery', name: 'gallery', label: 'galleryPictures' },
      icon,
      description,
      { type: 'textarea', name: 'detailedDescription', label: 'detailedDescription' },
      features,
      { type: 'textarea', name: 'about', label: 'about' },
      { type: 'text', name: 'quote.text', label: 'quote.text' },
      { type: 'text', name: 'quote.author', label: 'quote.author' },
      price,
      { type: 'related', name: 'relatedServiceKey', label: 'relatedServiceKey' },
    ],
    empty: () => ({
      slug: '',
      name: '',
      picture: '',
      gallery: [],
      icon: 'toolbox',
      description: '',
      detailedDescription: '',
      features: [],
      about: '',
      quote: { text: '', author: '' },
      price: { kind: 'monthly', amount: 10000, upTo: null, unit: 'per month' },
      relatedServiceKey: null,
    }),
    title: (body) => text(body, 'name'),
  },
  package: {
    fields: [
      name,
      picture,
      icon,
      { type: 'text', name: 'badge', label: 'badge' },
      { type: 'colour', name: 'color', label: 'color' },
      { type: 'colour', name: 'borderColor', label: 'borderColor' },
      description,
      { type: 'textarea', name: 'detailedDescription', label: 'detailedDescription' },
      features,
      price,
      { type: 'text', name: 'timeline', label: 'timeline', hint: 'timeline' },
      { type: 'text', name: 'savings', label: 'savings', hint: 'savings' },
    ],
    empty: () => ({
      name: '',
      picture: '',
      icon: 'home',
      description: '',
      detailedDescription: '',
      features: [],
      price: { kind: 'from', amount: 1500, upTo: 1800, unit: 'per sq ft' },
      timeline: '',
      badge: '',
      color: '#5b6b8c',
      borderColor: '#c9d1e0',
      savings: '',
    }),
    title: (body) => text(body, 'name'),
  },
  design: {
    fields: [
      name,
      slug,
      { type: 'picture', name: 'picture', label: 'picture', optional: true },
      {
        type: 'select',
        name: 'category',
        label: 'category',
        options: categoryOf(INTERIOR_CATEGORIES),
      },
      {
        type: 'select',
        name: 'subCategory',
        label: 'subCategory',
        options: subCategoryOf(INTERIOR_CATEGORIES),
      },
      description,
      features,
      { type: 'text', name: 'duration', label: 'duration', hint: 'duration' },
      rating,
      { type: 'number', name: 'reviews', label: 'reviews' },
      { type: 'number', name: 'portfolio', label: 'portfolio' },
      price,
      {
        type: 'number',
        name: 'originalPrice',
        label: 'originalPrice',
        optional: true,
      },
    ],
    empty: () => ({
      slug: '',
      name: '',
      picture: null,
      rating: 4.5,
      reviews: 0,
      price: fixedPrice(),
      originalPrice: null,
      category: INTERIOR_CATEGORIES[0].name,
      subCategory: INTERIOR_CATEGORIES[0].subCategories[0],
      description: '',
      features: [],
      duration: '',
      portfolio: 0,
    }),
    title: (body) => text(body, 'name'),
  },
  furniture: {
    fields: [
      { type: 'text', name: 'title', label: 'title' },
      {
        type: 'select',
        name: 'category',
        label: 'furnitureTab',
        options: (_body, texts) =>
          FURNITURE_CATEGORIES.map((tab) => ({ value: tab.id, label: texts.furnitureTab(tab.id) })),
      },
      picture,
      { type: 'text', name: 'badge', label: 'badge', hint: 'badge' },
      { type: 'lines', name: 'features', label: 'features', hint: 'threeShown' },
      description,
      rating,
      { type: 'number', name: 'reviews', label: 'reviews' },
      price,
    ],
    empty: () => ({
      category: FURNITURE_CATEGORIES[0].id,
      title: '',
      picture: '',
      features: [],
      price: { kind: 'from', amount: 20000, upTo: 40000, unit: '' },
      rating: 4.5,
      reviews: 0,
      badge: 'New',
      description: '',
    }),
    title: (body) => text(body, 'title'),
  },
  slide: {
    fields: [
      { type: 'text', name: 'title', label: 'title' },
      { type: 'text', name: 'subtitle', label: 'subtitle' },
      picture,
      {
        type: 'text',
        name: 'alt',
        label: 'alt',
        hint: 'alt',
      },
    ],
    empty: () => ({ picture: '', alt: '', title: '', subtitle: '' }),
    title: (body) => text(body, 'title'),
  },
  faq: {
    fields: [
      { type: 'text', name: 'question', label: 'question' },
      { type: 'textarea', name: 'answer', label: 'answer' },
    ],
    empty: () => ({ question: '', answer: '' }),
    title: (body) => text(body, 'question'),
  },
  figure: {
    fields: [
      {
        type: 'select',
        name: 'set',
        label: 'set',
        options: (_body, texts) =>
          FIGURE_SETS.map((set) => ({ value: set, label: texts.figureSets[set] })),
      },
      { type: 'text', name: 'number', label: 'number', hint: 'figure' },
      { type: 'text', name: 'label', label: 'label' },
      icon,
    ],
    empty: () => ({ set: 'home', number: '', label: '', icon: 'star' }),
    title: (body) => `${text(body, 'number')} ${text(body, 'label')}`.trim(),
  },
  testimonial: {
    fields: [
      { type: 'text', name: 'name', label: 'customerName' },
      { type: 'text', name: 'place', label: 'place' },
      { type: 'textarea', name: 'text', label: 'text' },
      { type: 'number', name: 'rating', label: 'stars', step: 1 },
    ],
    empty: () => ({ name: '', place: '', text: '', rating: 5 }),
    title: (body) => text(body, 'name'),
  },
};

/** A field's value, `quote.text` read inside `quote`. */
export function valueAt(body: Body, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Body | undefined)?.[key], body);
}

/** The body with one field set, `quote.text` inside `quote`. */
export function withValue(body: Body, path: string, value: unknown): Body {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return body;
  if (rest.length === 0) return { ...body, [head]: value };
  return {
    ...body,
    [head]: withValue((body[head] as Body | undefined) ?? {}, rest.join('.'), value),
  };
}
