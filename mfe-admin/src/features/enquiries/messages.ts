// Texts of the Enquiries tab.
import { ENQUIRY_TYPE_LABELS } from '@marketplace/shared/contracts';

export const ENQUIRIES_TEXT = {
  /** A spinner's label, read out while something loads. */
  loading: 'Loading',
  heading: 'Enquiries',
  type: 'Enquiry type',
  allTypes: 'All types',
  none: 'No enquiries yet.',
  pages: 'Enquiry pages',
  property: 'Property:',
  deletedProperty: (id: number) => `#${id} (deleted)`,
  handled: 'Handled',
  title: (type: string, name: string) => `${type} from ${name}`,
  received: (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }),
  types: ENQUIRY_TYPE_LABELS,
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    subject: 'Subject',
    message: 'Message',
    contact: 'Contact',
    education: 'Education',
    address: 'Address',
    workExperience: 'Work experience',
    skills: 'Skills',
    date: 'Date',
    time: 'Time',
    price: 'Price',
    startDate: 'Start date',
    note: 'Note',
    item: 'Item',
  },
};
