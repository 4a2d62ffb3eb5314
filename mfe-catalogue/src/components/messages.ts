// Labels of the catalogue-wide components, shared by the components and their tests.
export const COMPONENT_MESSAGES = {
  whatsapp: 'Chat on WhatsApp',
  call: 'Call us',
  floatingContact: 'Quick contact',
} as const;

/**
 * docs/product/site.md "Outbound links": the WhatsApp message every service page sends. A name that already ends in
 * 'Service(s)' loses that word, so the message never reads "your Security Service service".
 */
export function serviceWhatsappText(service: string): string {
  const subject = service.replace(/\s+services?$/i, '');
  return `Hi, I'm interested in your ${subject} service. Please share more details and pricing.`;
}
