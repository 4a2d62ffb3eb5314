// The homecare tree's names in Hindi, for display only: the English names stay the keys (stored
// with each item, filtered on, sent by the admin). The homecare page's tabs and the admin's
// selects show the same words from here. Imported by Hindi texts only (each app's
// messages.hi.ts), so an English page downloads none of it: an entry point of its own, text
// only, rather than in contracts-catalogue, which @marketplace/shared/contracts re-exports whole
// into its singleton.
// The type makes a name added to the tree fail to compile until it has its Hindi.
import type { HomecareCategoryOrSubName } from '@marketplace/shared/contracts-catalogue';

export const HOMECARE_NAMES_HI: Record<HomecareCategoryOrSubName, string> = {
  'Pest control': 'पेस्ट कंट्रोल',
  'Pest Control Expert': 'पेस्ट कंट्रोल एक्सपर्ट',
  'Termite Control': 'दीमक नियंत्रण',
  'Carpentry works': 'बढ़ई का काम',
  Carpenter: 'कारपेंटर',
  'Putty & painting work': 'पुट्टी और पेंटिंग का काम',
  Painter: 'पेंटर',
  'Aluminums work': 'एल्युमिनियम का काम',
  'A.C Technician': 'एसी टेक्नीशियन',
  Electrician: 'इलेक्ट्रीशियन',
  'House cleaning': 'घर की सफ़ाई',
  Location: 'लोकेशन',
};
