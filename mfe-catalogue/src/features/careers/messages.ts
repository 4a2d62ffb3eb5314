// Texts of the job application page (docs/product/catalogue.md "Careers").
import { ENQUIRY_MESSAGES, type JobApplication } from '@marketplace/shared/contracts';

export const CAREERS_MESSAGES = {
  heading: 'Join Our Team',
  intro:
    'We are always looking for skilled plumbers, electricians, carpenters, painters, site engineers and designers. Tell us about yourself and we will get in touch.',
  formHeading: 'Job Application',
  apply: 'APPLY',
  sending: 'Sending…',
  success: ENQUIRY_MESSAGES.applicationSuccess,
  /** The application schema's own wording (shared/src/contracts/enquiries.ts) and field names. */
  required: (field: string) => `${field} is required`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  schemaNames: {
    name: 'Name',
    contact: 'Contact',
    education: 'Education',
    address: 'Address',
    workExperience: 'Work experience',
    skills: 'Skills',
  } satisfies Record<keyof JobApplication, string>,
} as const;

/** The six fields in form order, with their labels (all required text, docs/product/catalogue.md "Careers"). */
export const APPLICATION_FIELDS: readonly {
  name: keyof JobApplication;
  label: string;
  multiline?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
}[] = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'contact', label: 'Contact Number', type: 'tel', autoComplete: 'tel' },
  { name: 'education', label: 'Education' },
  { name: 'address', label: 'Address', multiline: true, autoComplete: 'street-address' },
  { name: 'workExperience', label: 'Work Experience', multiline: true },
  { name: 'skills', label: 'Skills', multiline: true },
];

export const EMPTY_APPLICATION: JobApplication = {
  name: '',
  contact: '',
  education: '',
  address: '',
  workExperience: '',
  skills: '',
};
