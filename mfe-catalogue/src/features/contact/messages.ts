// Texts of the contact page (catalogue spec sections 2, 5 and 9).
import { ENQUIRY_MESSAGES, type ContactEnquiry } from '@marketplace/shared/contracts';
import { BUSINESS } from '@marketplace/shared/config';

export const CONTACT_MESSAGES = {
  heading: 'Contact Us',
  intro:
    'Questions, quotes or a service request: write to us, call us, or visit our office in Jabalpur.',
  formHeading: 'Send Us a Message',
  send: 'Send Message',
  sending: 'Sending…',
  required: ENQUIRY_MESSAGES.contactRequired,
  success: ENQUIRY_MESSAGES.contactSuccess,
  serviceTypeLabel: 'Service Type',
  serviceTypePlaceholder: 'Select a service',
  mapHeading: 'Find Us',
  openInMaps: 'Open in Maps',
  emergencyHeading: 'Emergency Hotline',
  emergencyBody: 'Burst pipe, power failure or a security issue? Our emergency line is open 24/7.',
  faqHeading: 'Have a question?',
  faqBody: 'Most answers are already in our frequently asked questions.',
  viewFaqs: 'View FAQs',
} as const;

/** Spec 5: the contact success toast stays 4 seconds (longer than the 3 s success default). */
export const CONTACT_SUCCESS_DURATION_MS = 4000;

/** A maps search for the office address, opened in a new tab (no third-party embed: CSP). */
export const MAPS_SEARCH_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  BUSINESS.mapsQuery,
)}`;

/** Home page section the View FAQs link points at. */
export const FAQ_SECTION_HASH = '#faq';

export const EMPTY_CONTACT: Required<ContactEnquiry> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  serviceType: '',
};
