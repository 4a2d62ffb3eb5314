// Every app's message catalogues: each text in one language is in every other, of the same kind
// (a text, or a function of the same arguments), and no translation file is left unused. Every
// Hindi text carries Devanagari, which makes Hindi the pseudo-locale of the browser test that looks
// for English on every route in Hindi (e2e/tests/hindi-every-route.test.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Catalogue } from '@marketplace/shared/ui';

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['shell', 'mfe-catalogue', 'mfe-realestate', 'mfe-account', 'mfe-admin', 'shared'];

function translationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : translationFiles(full);
    return /^messages\.[a-z]{2}\.ts$/.test(entry.name) ? [full] : [];
  });
}

function isCatalogue(value: unknown): value is Catalogue<unknown> {
  return typeof value === 'object' && value !== null && 'en' in value && 'load' in value;
}

/** Where `other` differs from `en` in keys or kinds, as 'path: reason' lines. */
function differences(en: unknown, other: unknown, at = ''): string[] {
  if (typeof en === 'function' || typeof other === 'function') {
    if (typeof en !== typeof other) return [`${at}: a function in one language only`];
    const [a, b] = [
      en as (...args: unknown[]) => unknown,
      other as (...args: unknown[]) => unknown,
    ];
    return a.length === b.length ? [] : [`${at}: ${a.length} arguments against ${b.length}`];
  }
  if (typeof en === 'string' || typeof other === 'string') {
    if (typeof en !== typeof other) return [`${at}: a text in one language only`];
    return (other as string).trim() ? [] : [`${at}: empty`];
  }
  const [a, b] = [en as Record<string, unknown>, other as Record<string, unknown>];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => {
    const where = at ? `${at}.${key}` : key;
    if (!(key in a)) return [`${where}: not in English`];
    if (!(key in b)) return [`${where}: missing`];
    return differences(a[key], b[key], where);
  });
}

/** Hindi texts that rightly have no Devanagari: names written as their owners write them. */
const LATIN_IN_HINDI = new Set(['English', 'WhatsApp']);
/**
 * Keys whose texts a Hindi visitor never reads: codes (a form's `value`, the language switched
 * to), words for the business's WhatsApp messages (English: the business reads them), a console
 * warning, and the message that English could not be loaded, written in the language it names.
 */
const NOT_FOR_THE_VISITOR = new Set([
  'value',
  'switchLanguageTo',
  'switchLanguageFailed',
  'whatsappService',
  'consultationService',
  'storageWarning',
]);

/** The Hindi texts (not functions: they need their values) written in Latin letters only. */
function latinOnly(texts: unknown, at = ''): string[] {
  if (typeof texts === 'string') {
    const latin = /[A-Za-z]/.test(texts) && !/[\u0900-\u097F]/.test(texts);
    return latin && !LATIN_IN_HINDI.has(texts) ? [`${at}: "${texts}" has no Devanagari`] : [];
  }
  if (typeof texts !== 'object' || texts === null) return [];
  return Object.entries(texts)
    .filter(([key]) => !NOT_FOR_THE_VISITOR.has(key))
    .flatMap(([key, value]) => latinOnly(value, at ? `${at}.${key}` : key));
}

// A folder's translations (messages.hi.ts) belong to the catalogue its catalogue.ts defines.
const files = APPS.flatMap((app) => translationFiles(path.join(ROOT, app, 'src')));
const modules = [...new Set(files.map((file) => path.join(path.dirname(file), 'catalogue.ts')))];

it('finds the shell’s catalogues', () => {
  expect(modules).toContain(path.join(ROOT, 'shell/src/layout/catalogue.ts'));
});

describe.each(modules.map((file) => [path.relative(ROOT, file), file]))('%s', (_name, file) => {
  it('has every text in every language, and uses each of its translation files', async () => {
    const exports = (await import(file)) as Record<string, unknown>;
    const catalogues = Object.values(exports).filter(isCatalogue);
    expect(catalogues.length).toBeGreaterThan(0);
    const problems: string[] = [];
    const used = new Set<unknown>();
    for (const catalogue of catalogues) {
      for (const lang of LANGUAGES) {
        const texts = await catalogue.load(lang);
        used.add(texts);
        problems.push(...differences(catalogue.en, texts).map((line) => `${lang} ${line}`));
        if (lang === 'hi') problems.push(...latinOnly(texts).map((line) => `hi ${line}`));
      }
    }
    expect(problems).toEqual([]);
    for (const translation of files.filter((f) => path.dirname(f) === path.dirname(file))) {
      const { default: texts } = (await import(translation)) as { default: unknown };
      expect({ [path.basename(translation)]: used.has(texts) }).toEqual({
        [path.basename(translation)]: true,
      });
    }
  });
});
