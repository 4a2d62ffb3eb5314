import { formatListingPrice, type PropertyPurpose } from '@marketplace/shared/contracts-properties';
import { istDay, istMonth, istTime } from '../lib/ist-dates';
import type { CommonTexts } from './catalogue';

const messages: CommonTexts = {
  previous: 'पिछला',
  next: 'अगला',
  pageOf: (page: number, pages: number) => `पेज ${page} / ${pages}`,
  purpose: { sale: 'बिक्री के लिए', rent: 'किराये के लिए' },
  propertyType: {
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
  priceRange: {
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
  sqft: 'वर्ग फ़ीट',
  price: (written: string, rupees: number | null, purpose: PropertyPurpose) =>
    rupees === null ? written : formatListingPrice(rupees, purpose, 'hi'),
  average: (rupees: number, purpose: PropertyPurpose) => formatListingPrice(rupees, purpose, 'hi'),
  count: (value: number) => value.toLocaleString('en-IN'),
  time: (iso: string) => istTime(iso, 'hi-IN'),
  day: (isoDay: string) => istDay(isoDay, 'hi-IN'),
  month: (isoMonth: string) => istMonth(isoMonth, 'hi-IN'),
};

export default messages;
