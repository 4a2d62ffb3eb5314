// The privacy policy's texts in English (docs/product/catalogue.md "Legal").
import { EFFECTIVE_DATE, PRIVACY_SECTIONS, contactLine, type LegalTexts } from '../content';

export const PRIVACY_MESSAGES: LegalTexts = {
  title: 'Privacy Policy',
  effective: `Effective date: ${EFFECTIVE_DATE}`,
  contact: contactLine,
  sections: PRIVACY_SECTIONS,
};
