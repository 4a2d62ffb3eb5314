// Labels of the catalogue-wide components, shared by the components and their tests.
export const COMPONENT_MESSAGES = {
  whatsapp: 'Chat on WhatsApp',
  call: 'Call us',
  floatingContact: 'Quick contact',
  stats: 'Our numbers',
} as const;

/** Spec section 9: the welcome toast stays 4 seconds. */
export const WELCOME_TOAST_DURATION_MS = 4000;
