import type {
  Furnishing,
  ListingStatus,
  PossessionState,
  PostedBy,
  PriceRange,
  PropertyPurpose,
  PropertyType,
  TenantSuits,
} from '../contracts-properties/listing';

/**
 * A listing's labels in Hindi (the English ones are contracts-properties' `*_LABELS`): the words
 * the real-estate pages, the admin's and the api's Hindi answers all use (docs/i18n.md's
 * glossary). Imported by Hindi texts only, so an English page downloads none of it.
 */
export const LISTING_LABELS_HI: {
  type: Record<PropertyType, string>;
  possession: Record<PossessionState, string>;
  furnishing: Record<Furnishing, string>;
  suits: Record<TenantSuits, string>;
  postedBy: Record<PostedBy, string>;
  statuses: Record<ListingStatus, string>;
  priceRanges: Record<PropertyPurpose, Record<PriceRange, string>>;
} = {
  type: {
    apartment: 'फ़्लैट',
    independent_house: 'इंडिपेंडेंट हाउस',
    villa: 'विला',
    plot: 'प्लॉट',
    commercial: 'कमर्शियल',
  },
  possession: { ready: 'रेडी टू मूव', under_construction: 'अंडर कंस्ट्रक्शन' },
  furnishing: { unfurnished: 'अनफ़र्निश्ड', semi_furnished: 'सेमी-फ़र्निश्ड', furnished: 'फ़र्निश्ड' },
  suits: { family: 'परिवार', bachelors: 'बैचलर', any: 'कोई भी' },
  postedBy: { owner: 'मालिक', agent: 'एजेंट', builder: 'बिल्डर' },
  statuses: {
    draft: 'ड्राफ़्ट',
    pending: 'रिव्यू बाकी',
    live: 'लाइव',
    rejected: 'नामंज़ूर',
    sold: 'बिक गई',
    rented: 'किराये पर गई',
    expired: 'समय खत्म',
  },
  priceRanges: {
    sale: {
      budget: 'बजट (₹50 लाख से कम)',
      mid: 'मिड (₹50 लाख - ₹1 करोड़)',
      premium: 'प्रीमियम (₹1 करोड़+)',
    },
    rent: {
      budget: 'बजट (₹15,000/महीना से कम)',
      mid: 'मिड (₹15,000 - ₹40,000/महीना)',
      premium: 'प्रीमियम (₹40,000+/महीना)',
    },
  },
};
