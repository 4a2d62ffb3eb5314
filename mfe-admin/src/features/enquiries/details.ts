import type { EnquiryType } from '@marketplace/shared/contracts';

/** The fields shown for each enquiry type, in reading order, with their labels. */
const ENQUIRY_FIELDS: Record<EnquiryType, [key: string, label: string][]> = {
  contact: [
    ['name', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['serviceType', 'Service'],
    ['subject', 'Subject'],
    ['message', 'Message'],
  ],
  job_application: [
    ['name', 'Name'],
    ['contact', 'Contact'],
    ['education', 'Education'],
    ['address', 'Address'],
    ['workExperience', 'Work experience'],
    ['skills', 'Skills'],
  ],
  agent_contact: [
    ['name', 'Name'],
    ['phone', 'Phone'],
    ['email', 'Email'],
    ['message', 'Message'],
  ],
  visit_request: [
    ['date', 'Date'],
    ['time', 'Time'],
    ['name', 'Name'],
    ['phone', 'Phone'],
  ],
  subscription: [
    ['item_name', 'Service'],
    ['price', 'Price'],
    ['start_date', 'Start date'],
    ['name', 'Name'],
    ['phone', 'Phone'],
    ['note', 'Note'],
  ],
  quote: [
    ['item_name', 'Item'],
    ['price', 'Price'],
    ['name', 'Name'],
    ['phone', 'Phone'],
    ['message', 'Message'],
  ],
};

/** The label/value pairs an enquiry has (empty values left out). */
export function enquiryDetails(
  type: EnquiryType,
  payload: Record<string, unknown>,
): [label: string, value: string][] {
  return ENQUIRY_FIELDS[type]
    .map(([key, label]): [string, string] => [label, String(payload[key] ?? '').trim()])
    .filter(([, value]) => value !== '');
}
