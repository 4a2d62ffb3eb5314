import { useMessages } from '@marketplace/shared/ui';
import { privacyCatalogue } from '../privacy/catalogue';
import { LegalDocument } from './LegalDocument';

/** /privacy-policy: nine numbered sections, effective January 1, 2025. */
export default function PrivacyPolicyPage() {
  return <LegalDocument texts={useMessages(privacyCatalogue)} />;
}
