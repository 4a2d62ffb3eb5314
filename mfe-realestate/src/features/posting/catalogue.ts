// Post your property's texts in every language (docs/i18n.md): the form's own, and the picture
// checks and price hints it shares with the api and the administration's form. English bundled,
// Hindi a chunk of its own, downloaded when Hindi is shown.
import {
  PROPERTY_FORM_MESSAGES,
  PROPERTY_IMAGE_HINT,
  PROPERTY_PRICE_HINT,
} from '@marketplace/shared/contracts-posting';
import { defineCatalogue, type Translation } from '@marketplace/shared/ui';
import { LISTER_TEXT } from '../../lib/lister-text';
import { POSTING_TEXT } from './posting-text';

const POSTING_TEXTS = {
  text: POSTING_TEXT,
  failures: { saveFailed: LISTER_TEXT.saveFailed, moveFailed: LISTER_TEXT.moveFailed },
  pictureChecks: {
    imageType: PROPERTY_FORM_MESSAGES.imageType,
    imageTooLarge: PROPERTY_FORM_MESSAGES.imageTooLarge,
    tooManyImages: PROPERTY_FORM_MESSAGES.tooManyImages,
  },
  imageHint: PROPERTY_IMAGE_HINT,
  priceHints: PROPERTY_PRICE_HINT,
};

export type PostingTexts = Translation<typeof POSTING_TEXTS>;

export const postingCatalogue = defineCatalogue<PostingTexts>(POSTING_TEXTS, {
  hi: () => import(/* webpackChunkName: "hi-posting" */ './messages.hi'),
});
