// Texts of the contact page (docs/product/catalogue.md "Contact").
import { BUSINESS_HOURS } from '@marketplace/shared/config';
import {
  CONTACT_SERVICE_TYPES,
  ENQUIRY_MESSAGES,
  type ContactEnquiry,
  type ContactServiceType,
} from '@marketplace/shared/contracts';

type BusinessSlot = (typeof BUSINESS_HOURS)[number];

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
  mapAlt: (address: string) => `Map illustration of our office: ${address}`,
  moreWays: 'More ways to reach us',
  howToReach: 'How to reach us',
  phoneHeading: 'Phone',
  emailHeading: 'E-mail',
  addressHeading: 'Address',
  hoursHeading: 'Business Hours',
  /** The business hours' days and times (shared BUSINESS_HOURS), by their English words. */
  days: Object.fromEntries(BUSINESS_HOURS.map(({ days }) => [days, days])) as Record<
    BusinessSlot['days'],
    string
  >,
  hours: Object.fromEntries(BUSINESS_HOURS.map(({ hours }) => [hours, hours])) as Record<
    BusinessSlot['hours'],
    string
  >,
  /** The form's labels; the checks' messages below name the same fields. */
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
  },
  /** The contact schema's own wording (shared/src/contracts/enquiries.ts), field by field. */
  emailInvalid: 'Email is invalid',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  /** The form's service types, by their English name (the value sent). */
  serviceTypes: Object.fromEntries(CONTACT_SERVICE_TYPES.map((type) => [type, type])) as Record<
    ContactServiceType,
    string
  >,
} as const;

/** Spec 5: the contact success toast stays 4 seconds (longer than the 3 s success default). */
export const CONTACT_SUCCESS_DURATION_MS = 4000;

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
