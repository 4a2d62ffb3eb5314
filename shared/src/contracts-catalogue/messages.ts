// The catalogue's failure codes and the texts of the api's catalogue answers.

/** Failure codes of the catalogue's writes and of the cart and checkout it prices. */
export const CATALOGUE_ERROR_CODES = {
  /** A save on a revision someone else has saved over since. */
  stale: 'CATALOGUE_STALE',
  /** A monthly or "from" item sent to the cart. */
  notBookable: 'NOT_BOOKABLE',
  /** Checkout's lines differ from what the catalogue charges now. */
  priceChanged: 'PRICE_CHANGED',
  /** The cart holds an item that can no longer be booked. */
  itemUnavailable: 'ITEM_UNAVAILABLE',
} as const;

/** The api's catalogue answers (the admin shows them as they are). */
export const CATALOGUE_MESSAGES = {
  created: 'Item created as a draft',
  saved: 'Draft saved',
  moved: 'Order changed',
  published: 'Catalogue published',
  restored: 'Version restored and published',
  picturesStored: 'Pictures uploaded',
  itemNotFound: 'Catalogue item not found',
  versionNotFound: 'Version not found',
  stale:
    'Someone else saved this item after you opened it. Load their version, then make your change again.',
  slugTaken: 'Another item of this kind already uses this web address',
  pictureMissing: 'A picture of this item is no longer on the server: upload it again',
  relatedMissing: 'The related service does not exist',
  notBookable: 'This item is not booked by visit: use Subscribe or Request a quote on its page',
  itemUnavailable:
    'Some items in your cart can no longer be booked. Remove them from your cart to continue.',
  priceChanged:
    'Prices in your cart have changed since this page was loaded. Please check the new prices.',
  noPictures: 'Choose at least one picture',
  subscriptionReceived: "Subscription request received. We'll call you to confirm the start.",
  quoteReceived: "Quote request received. We'll call you with a quote.",
  wrongEnquiry: 'This item does not take this kind of request',
} as const;
