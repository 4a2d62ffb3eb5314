// The Catalogue editor's checks in Hindi. The shared schemas write them in English (the api checks
// with the same ones); the form shows each under its field, so a check built from a label is
// rewritten by its kind, named by the field's Hindi label. Imported by messages.hi.ts alone.
import { CATALOGUE_CHECKS_HI } from '@marketplace/shared/catalogue-hi';
import { CATALOGUE_CHECKS, type CatalogueCheck } from '@marketplace/shared/catalogue-schemas';

/** The checks that name no field, by the schemas' English words (as the form receives them). */
const FIXED: ReadonlyMap<string, string> = new Map(
  Object.entries(CATALOGUE_CHECKS).map(([name, english]) => [
    english,
    CATALOGUE_CHECKS_HI[name as CatalogueCheck],
  ]),
);

/**
 * The checks built from a label, by their English ending; the group is the figure it names. The
 * label leads, then a colon (as the English "Features: at most 20 entries"), so it reads right
 * after any label ('पहले का दाम', 'इस सर्विस के बारे में').
 */
const BY_KIND: ReadonlyArray<[RegExp, (label: string, figure: string) => string]> = [
  [/ is required$/, (label) => `${label} भरना ज़रूरी है`],
  [/ must be at most ([\d,]+) characters$/, (label, n) => `${label}: ज़्यादा से ज़्यादा ${n} अक्षर`],
  [/: at most ([\d,]+) entries$/, (label, n) => `${label}: ज़्यादा से ज़्यादा ${n} लाइनें`],
  [/ must be at least (₹[\d,]+)$/, (label, rupees) => `${label}: कम से कम ${rupees}`],
  [/ must be at most (₹[\d,]+)$/, (label, rupees) => `${label}: ज़्यादा से ज़्यादा ${rupees}`],
  [/ must be whole rupees$/, (label) => `${label}: पूरे रुपये लिखें`],
  [/ must be a whole number$/, (label) => `${label}: पूरी संख्या लिखें`],
  [/ must be a number$/, (label) => `${label}: संख्या लिखें`],
  [/ cannot be negative$/, (label) => `${label}: शून्य या उससे ज़्यादा लिखें`],
  [/ is too large$/, (label) => `${label}: संख्या बहुत बड़ी है`],
  [/ must be a list$/, (label) => `${label}: हर लाइन में एक लिखें`],
  [/ must be text$/, (label) => `${label}: टेक्स्ट लिखें`],
];

/** A check of the schema in Hindi, named by `label` (its note in brackets left out). */
export function catalogueCheckHi(label: string, message: string): string {
  const fixed = FIXED.get(message);
  if (fixed !== undefined) return fixed;
  const name = label.replace(/\s*\(.*\)$/, '');
  for (const [pattern, hindi] of BY_KIND) {
    const found = pattern.exec(message);
    if (found) return hindi(name, found[1] ?? '');
  }
  return `${name} सही नहीं है`;
}
