// Texts of the buttons that book, subscribe or ask for a quote, and of the request form.
/** The subscription and quote requests of items not booked by visit. */
export const PRICE_ACTION_MESSAGES = {
  subscribe: 'Subscribe',
  quote: 'Request a quote',
} as const;

/** The Add to cart button of items priced per visit. */
export const CART_BUTTON_MESSAGES = {
  add: 'Add to cart',
  adding: 'Adding...',
  added: 'Added to cart',
} as const;

/** The subscription and quote request form (EnquiryDialog). */
export const ENQUIRY_DIALOG_MESSAGES = {
  subscriptionTitle: (name: string) => `Subscribe to ${name}`,
  quoteTitle: (name: string) => `Request a quote: ${name}`,
  subscriptionIntro: (price: string) =>
    `${price}. Choose when the service should start; a coordinator calls you to confirm the details. Nothing is charged now.`,
  quoteIntro: (price: string) =>
    `${price}. Tell us about your needs; we call you back with a quote. Nothing is charged now.`,
  name: 'Your name',
  phone: 'Phone',
  startDate: 'Start date',
  note: 'Anything we should know (optional)',
  message: 'What should we quote for? (optional)',
  send: 'Send request',
  sending: 'Sending...',
  failed: 'Could not send your request. Please try again.',
} as const;
