import { useMessages } from '@marketplace/shared/ui';
import { termsCatalogue } from '../terms/catalogue';
import { LegalDocument } from './LegalDocument';

/** /Terms-and-condition: fourteen numbered sections, effective January 1, 2025. */
export default function TermsPage() {
  return <LegalDocument texts={useMessages(termsCatalogue)} />;
}
