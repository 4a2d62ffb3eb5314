// The Hindi twins of a catalogue item's visitor-facing texts (docs/decisions/catalogue-hindi.md):
// which fields have one, how long each may be (as long as the English field), how a page's
// Hindi body is made (each empty twin falls back to the English field), and which twins an item
// still lacks. Zod-free: the api, the admin's editor and tests read it.
import type { CatalogueKind } from './kinds';

/**
 * A translated field, named by its path in the body (`quote.text` inside `quote`):
 * - text: one text;
 * - lines: a list typed one entry per line, replaced whole by the Hindi list;
 * - labels: the `label` of each entry of a list of objects (`gallery`), entry by entry.
 */
export interface TranslatedField {
  path: string;
  type: 'text' | 'lines' | 'labels';
  /** The English field's label, as the admin shows it. */
  label: string;
  /** Characters per text, as the English field allows. */
  max: number;
  /** Entries of a list, as the English field allows. */
  entries?: number;
}

/** The Hindi twins of an item: field path -> text, or list of texts. Missing or empty: English. */
export type ItemTranslation = Record<string, string | string[]>;

/** An item's translations by language (only Hindi so far). */
export interface CatalogueTranslations {
  hi?: ItemTranslation;
}

const text = (path: string, label: string, max: number): TranslatedField => ({
  path,
  type: 'text',
  label,
  max,
});
const lines = (path: string, label: string, entries: number): TranslatedField => ({
  path,
  type: 'lines',
  label,
  max: 200,
  entries,
});
const unit = text('price.unit', 'Price unit', 40);

/**
 * What a visitor reads of each kind. Left English on purpose: web addresses, categories (the
 * pages' tabs translate their names), figures' numbers, and testimonials (a customer's own words,
 * quoted as said).
 */
export const TRANSLATED_FIELDS: Record<CatalogueKind, readonly TranslatedField[]> = {
  service: [
    text('name', 'Name', 80),
    text('summary', 'Summary', 200),
    text('description', 'Description', 2000),
    lines('included', 'What is included', 20),
    unit,
  ],
  homecare: [
    text('name', 'Name', 80),
    text('description', 'Description', 500),
    text('reviews', 'Reviews', 40),
    unit,
  ],
  maintenance: [
    text('name', 'Name', 80),
    { path: 'gallery', type: 'labels', label: 'Gallery labels', max: 80, entries: 8 },
    text('description', 'Description', 300),
    text('detailedDescription', 'Detailed description', 3000),
    lines('features', 'Features', 20),
    text('about', 'About this service', 3000),
    text('quote.text', 'Quote', 300),
    unit,
  ],
  package: [
    text('name', 'Name', 80),
    text('badge', 'Badge', 30),
    text('description', 'Description', 500),
    text('detailedDescription', 'Detailed description', 3000),
    lines('features', 'Features', 20),
    text('timeline', 'Timeline', 40),
    text('savings', 'Value line', 40),
    unit,
  ],
  design: [
    text('name', 'Name', 80),
    text('description', 'Description', 500),
    lines('features', 'Features', 20),
    text('duration', 'Duration', 40),
    unit,
  ],
  furniture: [
    text('title', 'Title', 80),
    text('badge', 'Badge', 30),
    lines('features', 'Features', 10),
    text('description', 'Description', 500),
    unit,
  ],
  slide: [
    text('title', 'Title', 80),
    text('subtitle', 'Subtitle', 200),
    text('alt', 'Picture description', 200),
  ],
  faq: [text('question', 'Question', 200), text('answer', 'Answer', 2000)],
  figure: [text('label', 'Label', 60)],
  testimonial: [],
};

type Body = Record<string, unknown>;

function valueAt(body: Body, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Body | undefined)?.[key], body);
}

function withValue(body: Body, path: string, value: unknown): Body {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...body, [head]: value };
  return {
    ...body,
    [head]: withValue((body[head] as Body | undefined) ?? {}, rest.join('.'), value),
  };
}

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whether the English field has something to translate. */
function hasEnglish(field: TranslatedField, body: Body): boolean {
  const english = valueAt(body, field.path);
  return field.type === 'text' ? filled(english) : listOf(english).length > 0;
}

/** Whether the Hindi twin is there (a list: every entry the English has, for labels). */
function hasTwin(field: TranslatedField, body: Body, twin: unknown): boolean {
  if (field.type === 'text') return filled(twin);
  const entries = listOf(twin);
  if (field.type === 'lines') return entries.some(filled);
  return listOf(valueAt(body, field.path)).every((_, index) => filled(entries[index]));
}

/** The fields whose English has text and whose Hindi twin is empty: what the item lacks. */
export function missingTranslations(
  kind: CatalogueKind,
  body: Body,
  translation: ItemTranslation | undefined,
): TranslatedField[] {
  return TRANSLATED_FIELDS[kind].filter(
    (field) => hasEnglish(field, body) && !hasTwin(field, body, translation?.[field.path]),
  );
}

/** The body as a Hindi page shows it: each filled twin replaces its English field. */
export function translatedBody(
  kind: CatalogueKind,
  body: Body,
  translation: ItemTranslation | undefined,
): Body {
  if (!translation) return body;
  let shown = body;
  for (const field of TRANSLATED_FIELDS[kind]) {
    const twin = translation[field.path];
    if (field.type === 'text') {
      if (filled(twin)) shown = withValue(shown, field.path, twin);
    } else if (field.type === 'lines') {
      const entries = listOf(twin).filter(filled);
      if (entries.length > 0) shown = withValue(shown, field.path, entries);
    } else {
      const labels = listOf(twin);
      const entries = listOf(valueAt(shown, field.path)).map((entry, index) =>
        filled(labels[index]) ? { ...(entry as Body), label: labels[index] } : entry,
      );
      shown = withValue(shown, field.path, entries);
    }
  }
  return shown;
}
