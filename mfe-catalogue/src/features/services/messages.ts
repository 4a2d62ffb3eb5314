// Texts of the bookable service detail page (/services/:serviceName).
export const SERVICE_MESSAGES = {
  notFoundTitle: 'Service Not Found',
  notFoundBody: "We couldn't find the service you're looking for.",
  backHome: 'Back to Home',
  included: "What's included",
  startingAt: 'Starting at',
  priceLabel: 'Price',
  priceNote: '*Final price is confirmed after inspection, before any work begins',
  bookWhatsapp: 'Book on WhatsApp',
  call: 'Call to Book',
  allServices: 'All services',
} as const;
