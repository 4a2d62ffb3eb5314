// Texts of /property-details/:id; the spec-fixed ones are marked.
import { PROPERTY_MESSAGES, VISIT_DATE_MESSAGES } from '@marketplace/shared/contracts-properties';

export const DETAIL_TEXT = {
  loading: 'Loading property',
  showPhone: "Show the owner's phone",
  logInForPhone: "Log in to see the owner's phone",
  callLister: (phone: string) => `Call ${phone}`,
  phoneFailed: 'Could not show the phone number',
  /** Spec. */
  notFoundTitle: 'Property Not Found',
  /** Spec. */
  notFoundText:
    "We couldn't find the property you're looking for. It may have been removed or the link is incorrect.",
  /** Spec. */
  browse: 'Browse Properties',
  /** Spec. */
  goHome: 'Go Home',
  /** Spec. */
  noData: 'No property data available',
  errorTitle: 'Could not load this property',
  tryAgain: 'Try Again',
  back: 'All properties',
  about: 'About this property',
  /** The spec's About has a default text when the description is empty. */
  aboutDefault:
    'A well-planned home in a connected neighbourhood. Contact the agent for floor plans, pricing details and a site visit.',
  amenities: 'Amenities',
  nearby: 'Nearby Places',
  noneListed: 'None listed yet.',
  details: 'Property details',
  price: 'Price',
  perSqft: 'Price per sq ft',
  bedrooms: 'Bedrooms',
  area: 'Area',
  builder: 'Builder',
  agent: 'Contact agent',
  propertyId: 'Property ID',
  listed: 'Listed on',
  contactAgent: 'Contact Agent',
  callAgent: (phone: string) => `Call ${phone}`,
  mailAgent: (email: string) => `E-mail ${email}`,
  /** Spec (the second view's mail to the agent). */
  mailSubject: (title: string) => `Inquiry about ${title}`,
  mailBody: (name: string, location: string) =>
    `Hello,\n\nI am interested in ${name} at ${location}. Please share more details and a good time to visit.\n\nThank you.`,
  scheduleVisit: 'Schedule Visit',
  /** Under the disabled Schedule Visit (the api's own words). */
  visitNotAvailable: PROPERTY_MESSAGES.visitNotAvailable,
  downloadBrochure: 'Download Brochure',
  viewBrochure: 'View Brochure',
  chat: 'Chat on WhatsApp',
  chatText: (name: string, location: string) =>
    `Hi, I'm interested in the property ${name} (${location}). Please share more details.`,
  gallery: 'Photo gallery',
  pictureFrame: 'Picture; the left and right arrow keys move',
  previous: 'Previous picture',
  next: 'Next picture',
  counter: (index: number, total: number) => `${index} / ${total}`,
  showPicture: (index: number, total: number) => `Show picture ${index} of ${total}`,
  fullScreen: 'View full screen',
  viewerTitle: (name: string, index: number, total: number) =>
    `${name}: picture ${index} of ${total}`,
  closeViewer: 'Close full-screen view',
  pictureAlt: (name: string, index: number, total: number) =>
    `${name}, picture ${index} of ${total}`,
  form: {
    close: 'Close',
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    message: 'Message',
    date: 'Date',
    time: 'Time',
    send: 'Send Message',
    sending: 'Sending...',
    request: 'Request Visit',
    contactTitle: (name: string) => `Contact the agent of ${name}`,
    visitTitle: (name: string) => `Schedule a visit to ${name}`,
    visitIntro: (days: number, from: string, to: string) =>
      `Pick a day within the next ${days} days and a time between ${from} and ${to} (India time); the agent confirms by phone.`,
    contactSent: 'Your message has been sent to the agent. They will contact you soon.',
    visitSent: (date: string, time: string) =>
      `Visit requested for ${date} at ${time}. The agent will call you to confirm.`,
    /**
     * The forms' checks, in the shared enquiry schemas' own English words: a field is missing,
     * too long or malformed, or a visit's day or time is outside the window.
     */
    checks: {
      required: (field: string) => `${field} is required`,
      tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
      invalid: (field: string) => `${field} is invalid`,
      visit: VISIT_DATE_MESSAGES,
    },
  },
} as const;
