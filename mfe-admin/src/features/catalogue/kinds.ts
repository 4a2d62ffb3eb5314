// How the admin edits each kind of catalogue item (its name is in messages.ts): the fields of its form (in
// the order of the card), a new item's body, and the line that names an item in the list. The
// checks are the api's own (CATALOGUE_BODY_SCHEMAS), run on the form before a save.
import {
  FIGURE_SETS,
  FURNITURE_CATEGORIES,
  HOMECARE_CATEGORIES,
  HOMECARE_LOCATION_SUBCATEGORY,
  INTERIOR_CATEGORIES,
  subCategoriesOf,
  type CatalogueKind,
  type FigureSet,
} from '@marketplace/shared/contracts';

export type Body = Record<string, unknown>;

interface Option {
  value: string;
  label: string;
}

export type FieldSpec =
  | { type: 'text' | 'textarea' | 'lines' | 'colour'; name: string; label: string; hint?: string }
  | { type: 'number'; name: string; label: string; step?: number; optional?: boolean }
  | { type: 'price' | 'gallery' | 'icon'; name: string; label: string }
  | { type: 'picture'; name: string; label: string; optional?: boolean }
  | { type: 'select'; name: string; label: string; options: (body: Body) => Option[] }
  | { type: 'related'; name: string; label: string };

const FIGURE_SET_LABELS: Record<FigureSet, string> = {
  home: 'Home page, first strip',
  'home-services': 'Home page, services strip',
  homecare: 'Homecare page',
  maintenance: 'Maintenance page',
  constructions: 'Construction packages page',
  'construction-package': 'A construction package page',
};

const named = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));

const categoryOf = (tree: readonly { name: string }[]) => () =>
  named(tree.map((entry) => entry.name));
const subCategoryOf =
  (tree: readonly { name: string; subCategories: readonly string[] }[]) => (body: Body) =>
    named(
      subCategoriesOf(tree, String(body.category ?? '')).filter(
        (name) => name !== HOMECARE_LOCATION_SUBCATEGORY,
      ),
    );

const slug = {
  type: 'text',
  name: 'slug',
  label: 'Web address',
  hint: 'Lower-case words joined by dashes: plumbing, security-service',
} as const;
const name = { type: 'text', name: 'name', label: 'Name' } as const;
const picture = { type: 'picture', name: 'picture', label: 'Picture' } as const;
const icon = {
  type: 'icon',
  name: 'icon',
  label: 'Icon (shown when the picture cannot load)',
} as const;
const price = { type: 'price', name: 'price', label: 'Price' } as const;
const description = { type: 'textarea', name: 'description', label: 'Description' } as const;
const features = {
  type: 'lines',
  name: 'features',
  label: 'Features',
  hint: 'One per line',
} as const;
const rating = { type: 'number', name: 'rating', label: 'Rating (0 to 5)', step: 0.1 } as const;

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
      { type: 'text', name: 'summary', label: 'Summary' },
      description,
      { type: 'lines', name: 'included', label: 'What is included', hint: 'One per line' },
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
        label: 'Category',
        options: categoryOf(HOMECARE_CATEGORIES),
      },
      {
        type: 'select',
        name: 'subCategory',
        label: 'Sub-category',
        options: subCategoryOf(HOMECARE_CATEGORIES),
      },
      description,
      rating,
      { type: 'text', name: 'reviews', label: 'Reviews', hint: 'As shown, e.g. 2.1M reviews' },
      price,
      {
        type: 'number',
        name: 'originalPrice',
        label: 'Original price (struck through)',
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
      { type: 'gallery', name: 'gallery', label: 'Gallery' },
      icon,
      description,
      { type: 'textarea', name: 'detailedDescription', label: 'Detailed description' },
      features,
      { type: 'textarea', name: 'about', label: 'About this service' },
      { type: 'text', name: 'quote.text', label: 'Quote' },
      { type: 'text', name: 'quote.author', label: 'Quote by' },
      price,
      { type: 'related', name: 'relatedServiceKey', label: 'Suggested home service' },
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
      { type: 'text', name: 'badge', label: 'Badge' },
      { type: 'colour', name: 'color', label: 'Badge colour' },
      { type: 'colour', name: 'borderColor', label: 'Border colour' },
      description,
      { type: 'textarea', name: 'detailedDescription', label: 'Detailed description' },
      features,
      price,
      { type: 'text', name: 'timeline', label: 'Timeline', hint: 'e.g. 10-14 months' },
      { type: 'text', name: 'savings', label: 'Value line', hint: 'e.g. Best Value' },
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
      { type: 'picture', name: 'picture', label: 'Picture', optional: true },
      {
        type: 'select',
        name: 'category',
        label: 'Category',
        options: categoryOf(INTERIOR_CATEGORIES),
      },
      {
        type: 'select',
        name: 'subCategory',
        label: 'Sub-category',
        options: subCategoryOf(INTERIOR_CATEGORIES),
      },
      description,
      features,
      { type: 'text', name: 'duration', label: 'Duration', hint: 'e.g. 3-4 weeks' },
      rating,
      { type: 'number', name: 'reviews', label: 'Reviews' },
      { type: 'number', name: 'portfolio', label: 'Completed projects' },
      price,
      {
        type: 'number',
        name: 'originalPrice',
        label: 'Original price (struck through)',
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
      { type: 'text', name: 'title', label: 'Title' },
      {
        type: 'select',
        name: 'category',
        label: 'Tab',
        options: () => FURNITURE_CATEGORIES.map((tab) => ({ value: tab.id, label: tab.name })),
      },
      picture,
      { type: 'text', name: 'badge', label: 'Badge', hint: 'e.g. Popular, Premium, New' },
      { type: 'lines', name: 'features', label: 'Features', hint: 'One per line, three shown' },
      description,
      rating,
      { type: 'number', name: 'reviews', label: 'Reviews' },
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
      { type: 'text', name: 'title', label: 'Title' },
      { type: 'text', name: 'subtitle', label: 'Subtitle' },
      picture,
      {
        type: 'text',
        name: 'alt',
        label: 'Picture description',
        hint: 'Read aloud to blind visitors',
      },
    ],
    empty: () => ({ picture: '', alt: '', title: '', subtitle: '' }),
    title: (body) => text(body, 'title'),
  },
  faq: {
    fields: [
      { type: 'text', name: 'question', label: 'Question' },
      { type: 'textarea', name: 'answer', label: 'Answer' },
    ],
    empty: () => ({ question: '', answer: '' }),
    title: (body) => text(body, 'question'),
  },
  figure: {
    fields: [
      {
        type: 'select',
        name: 'set',
        label: 'Shown on',
        options: () => FIGURE_SETS.map((set) => ({ value: set, label: FIGURE_SET_LABELS[set] })),
      },
      { type: 'text', name: 'number', label: 'Figure', hint: 'e.g. 50K+ or 99.9%' },
      { type: 'text', name: 'label', label: 'Label' },
      icon,
    ],
    empty: () => ({ set: 'home', number: '', label: '', icon: 'star' }),
    title: (body) => `${text(body, 'number')} ${text(body, 'label')}`.trim(),
  },
  testimonial: {
    fields: [
      { type: 'text', name: 'name', label: 'Customer name' },
      { type: 'text', name: 'place', label: 'Place (optional)' },
      { type: 'textarea', name: 'text', label: 'What they said' },
      { type: 'number', name: 'rating', label: 'Stars (1 to 5)', step: 1 },
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
