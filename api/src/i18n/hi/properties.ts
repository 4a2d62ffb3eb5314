import { PROPERTY_MESSAGES, PROPERTY_QUERY_MESSAGES } from '@marketplace/shared/contracts';
import type { Translation } from '../translation';

/** A listing, the wishlist and the enquiries and visits asked on a listing (docs/i18n.md). */
export const PROPERTY_MESSAGES_HI: Translation<typeof PROPERTY_MESSAGES> = {
  notFound: 'प्रॉपर्टी नहीं मिली',
  visitNotAvailable: 'इस प्रॉपर्टी के लिए विज़िट तय नहीं की जा सकती',
  visitDateInPast: 'तारीख आज की या बाद की होनी चाहिए',
  wishlistAdded: 'विशलिस्ट में जोड़ दी गई',
  wishlistRemoved: 'विशलिस्ट से हटा दी गई',
  agentContactReceived: 'आपका मैसेज एजेंट को भेज दिया गया है',
  visitRequestReceived: 'विज़िट का अनुरोध मिल गया',
};

/** The listing search's complaints about a query; the parameters keep their names. */
export const PROPERTY_QUERY_MESSAGES_HI: Translation<typeof PROPERTY_QUERY_MESSAGES> = {
  areaInverted: 'area_min, area_max से ज़्यादा नहीं हो सकता',
  budgetInverted: 'budget_min, budget_max से ज़्यादा नहीं हो सकता',
  suitsForRentOnly: 'suits सिर्फ़ किराये की प्रॉपर्टी (purpose=rent) पर लागू होता है',
  reraTrue: "rera दिया जाए तो 'true' ही होना चाहिए",
};
