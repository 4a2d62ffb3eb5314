import { TERMS_SECTIONS } from '../content';
import { LegalDocument } from './LegalDocument';

/** /Terms-and-condition: fourteen numbered sections, effective January 1, 2025. */
export default function TermsPage() {
  return <LegalDocument title="Terms and Conditions" sections={TERMS_SECTIONS} />;
}
