import { PRIVACY_SECTIONS } from '../content';
import { LegalDocument } from './LegalDocument';

/** /privacy-policy: nine numbered sections, effective January 1, 2025. */
export default function PrivacyPolicyPage() {
  return <LegalDocument title="Privacy Policy" sections={PRIVACY_SECTIONS} />;
}
