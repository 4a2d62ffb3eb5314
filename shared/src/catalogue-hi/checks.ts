// The catalogue's fixed checks in Hindi, in the Catalogue editor's words: the admin's editor shows
// them under its fields and the api answers a Hindi request with them, so the two cannot drift.
// The type makes a check added to CATALOGUE_CHECKS fail to compile until it has its Hindi.
import type { CatalogueCheck } from '@marketplace/shared/catalogue-schemas';

export const CATALOGUE_CHECKS_HI: Readonly<Record<CatalogueCheck, string>> = {
  pictureUploaded: 'फ़ोटो यहीं एडमिन में अपलोड करें',
  slugFormat: 'वेब पते में छोटे अंग्रेज़ी अक्षर और अंक हों, शब्दों के बीच डैश',
  icon: 'आइकन चुनें',
  rating: 'रेटिंग 0 से 5 के बीच होनी चाहिए',
  colour: 'रंग #1a2b3c जैसा लिखें',
  priceKind: 'दाम कैसे लिया जाता है, यह चुनें',
  upToFromOnly: 'अधिकतम दाम सिर्फ़ शुरुआती दाम के साथ दिया जा सकता है',
  upToBelowPrice: 'अधिकतम दाम, दाम से कम नहीं हो सकता',
  category: 'कैटेगरी चुनें',
  subCategory: 'इसी कैटेगरी की कोई सब-कैटेगरी चुनें',
  galleryEmpty: 'गैलरी में कम से कम एक फ़ोटो जोड़ें',
  galleryFull: 'गैलरी में ज़्यादा से ज़्यादा 8 फ़ोटो हो सकती हैं',
  furnitureTab: 'फ़र्नीचर का टैब चुनें',
  figureSet: 'आँकड़ा कहाँ दिखे, यह चुनें',
  starsWhole: 'स्टार पूरी संख्या में दें',
  starsRange: 'स्टार 1 से 5 के बीच होने चाहिए',
};
