// The terms and conditions' texts in English (docs/product/catalogue.md "Legal").
import { EFFECTIVE_DATE, TERMS_SECTIONS, contactLine, type LegalTexts } from '../content';

export const TERMS_MESSAGES: LegalTexts = {
  title: 'Terms and Conditions',
  effective: `Effective date: ${EFFECTIVE_DATE}`,
  contact: contactLine,
  sections: TERMS_SECTIONS,
};
