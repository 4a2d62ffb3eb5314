import type { EnquiryType } from '@marketplace/shared/contracts';
import type { EnquiriesTexts } from './catalogue';
import { ENQUIRIES_TEXT } from './messages';

type FieldLabel = keyof EnquiriesTexts['fields'];

/** The fields shown for each enquiry type, in reading order, with their labels. */
const ENQUIRY_FIELDS: Record<EnquiryType, [key: string, label: FieldLabel][]> = {
  contact: [
    ['name', 'name'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['serviceType', 'service'],
    ['subject', 'subject'],
    ['message', 'message'],
  ],
  job_application: [
    ['name', 'name'],
    ['contact', 'contact'],
    ['education', 'education'],
    ['address', 'address'],
    ['workExperience', 'workExperience'],
    ['skills', 'skills'],
  ],
  agent_contact: [
    ['name', 'name'],
    ['phone', 'phone'],
    ['email', 'email'],
    ['message', 'message'],
  ],
  visit_request: [
    ['date', 'date'],
    ['time', 'time'],
    ['name', 'name'],
    ['phone', 'phone'],
  ],
  subscription: [
    ['item_name', 'service'],
    ['price', 'price'],
    ['start_date', 'startDate'],
    ['name', 'name'],
    ['phone', 'phone'],
    ['note', 'note'],
  ],
  quote: [
    ['item_name', 'item'],
    ['price', 'price'],
    ['name', 'name'],
    ['phone', 'phone'],
    ['message', 'message'],
  ],
};

/** The label/value pairs an enquiry has (empty values left out), labels in the page's language. */
export function enquiryDetails(
  type: EnquiryType,
  payload: Record<string, unknown>,
  labels: EnquiriesTexts['fields'] = ENQUIRIES_TEXT.fields,
): [label: string, value: string][] {
  return ENQUIRY_FIELDS[type]
    .map(([key, label]): [string, string] => [labels[label], String(payload[key] ?? '').trim()])
    .filter(([, value]) => value !== '');
}
