import { formatListingPrice, type PropertyPurpose } from '@marketplace/shared/contracts-properties';
import type { ListerLabels } from './catalogue';

/** Intl in India's time zone: its code comes with the Hindi texts only. */
const hindiDayFormat = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
/** '15 दिसंबर 2026' for an ISO day or instant; the text itself when it is not one. */
export function hindiDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : hindiDayFormat.format(date);
}

const hindiMonth = new Intl.DateTimeFormat('hi-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const messages: ListerLabels = {
  statuses: {
    draft: 'ड्राफ़्ट',
    pending: 'रिव्यू बाकी',
    live: 'लाइव',
    rejected: 'नामंज़ूर',
    sold: 'बिक गई',
    rented: 'किराये पर गई',
    expired: 'समय खत्म',
  },
  propertyTypes: {
    apartment: 'फ़्लैट',
    independent_house: 'अलग मकान',
    villa: 'विला',
    plot: 'प्लॉट',
    commercial: 'कमर्शियल',
  },
  furnishing: {
    unfurnished: 'बिना फ़र्नीचर',
    semi_furnished: 'सेमी-फ़र्निश्ड',
    furnished: 'फ़र्निश्ड',
  },
  possession: {
    ready: 'रहने के लिए तैयार',
    under_construction: 'निर्माणाधीन',
  },
  postedBy: { owner: 'मालिक', agent: 'एजेंट', builder: 'बिल्डर' },
  suits: { family: 'परिवार', bachelors: 'बैचलर', any: 'कोई भी' },
  priceRanges: {
    sale: {
      budget: 'बजट (₹50 लाख से कम)',
      mid: 'मिड (₹50 लाख - ₹1 करोड़)',
      premium: 'प्रीमियम (₹1 करोड़+)',
    },
    rent: {
      budget: 'बजट (₹15 हज़ार/महीना से कम)',
      mid: 'मिड (₹15 हज़ार - ₹40 हज़ार/महीना)',
      premium: 'प्रीमियम (₹40 हज़ार+/महीना)',
    },
  },
  amenities: {
    Parking: 'पार्किंग',
    Park: 'पार्क',
    'Vaastu Compliant': 'वास्तु के हिसाब से',
    'Power Backup': 'पावर बैकअप',
    Lift: 'लिफ़्ट',
    'Security Personnel': 'सिक्योरिटी गार्ड',
    Gymnasium: 'जिम',
    'Club house': 'क्लब हाउस',
    'Swimming Pool': 'स्विमिंग पूल',
    'Gas Pipeline': 'गैस पाइपलाइन',
    'Valet Parking': 'वैले पार्किंग',
  },
  price: (rupees: number, purpose: PropertyPurpose) => formatListingPrice(rupees, purpose, 'hi'),
  day: hindiDay,
  month: (isoMonth: string) => {
    const match = /^(\d{4})-(\d{2})/.exec(isoMonth);
    return match
      ? hindiMonth.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))
      : isoMonth;
  },
};

export default messages;
