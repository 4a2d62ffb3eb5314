// The Catalogue editor's checks in Hindi. The shared schemas write them in English (the api checks
// with the same ones); the form shows each under its field, so a check built from a label is
// rewritten by its kind, named by the field's Hindi label. Imported by messages.hi.ts alone.

/** The checks that name no field, by the schemas' English words. */
const FIXED: Readonly<Record<string, string>> = {
  'Pictures must be uploaded in the admin': 'फ़ोटो यहीं एडमिन में अपलोड करें',
  'Web address: lower-case letters and digits joined by dashes':
    'वेब पते में छोटे अंग्रेज़ी अक्षर और अंक हों, शब्दों के बीच डैश',
  'Choose an icon': 'आइकन चुनें',
  'Rating must be between 0 and 5': 'रेटिंग 0 से 5 के बीच होनी चाहिए',
  'Colour must look like #1a2b3c': 'रंग #1a2b3c जैसा लिखें',
  'Choose how the price is charged': 'दाम कैसे लिया जाता है, यह चुनें',
  'Only a "from" price can have a highest price': 'अधिकतम दाम सिर्फ़ शुरुआती दाम के साथ दिया जा सकता है',
  'Highest price must be at least the price': 'अधिकतम दाम, दाम से कम नहीं हो सकता',
  'Choose a category': 'कैटेगरी चुनें',
  'Choose a sub-category of the category': 'इसी कैटेगरी की कोई सब-कैटेगरी चुनें',
  'Add at least one gallery picture': 'गैलरी में कम से कम एक फ़ोटो जोड़ें',
  'Gallery: at most 8 pictures': 'गैलरी में ज़्यादा से ज़्यादा 8 फ़ोटो हो सकती हैं',
  'Choose a furniture tab': 'फ़र्नीचर का टैब चुनें',
  'Choose where the figure is shown': 'आँकड़ा कहाँ दिखे, यह चुनें',
  'Rating must be a whole number of stars': 'स्टार पूरी संख्या में दें',
  'Rating must be 1 to 5 stars': 'स्टार 1 से 5 के बीच होने चाहिए',
};

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
  const fixed = FIXED[message];
  if (fixed !== undefined) return fixed;
  const name = label.replace(/\s*\(.*\)$/, '');
  for (const [pattern, hindi] of BY_KIND) {
    const found = pattern.exec(message);
    if (found) return hindi(name, found[1] ?? '');
  }
  return `${name} सही नहीं है`;
}
