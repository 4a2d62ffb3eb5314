import { describeRelease, formatMs } from './figures';
import type { HealthTexts } from './catalogue';

const messages: HealthTexts = {
  loading: 'लोड हो रहा है',
  tab: 'साइट हेल्थ',
  heading: 'साइट हेल्थ',
  intro:
    'असली विज़िटरों के ब्राउज़र जो बताते हैं, साइट के हर हिस्से और हर रिलीज़ के हिसाब से: हर विज़िट के पेज व्यू और एरर, और कुछ विज़िट के वेब वाइटल्स। पेज छोड़ते समय ब्राउज़र रिपोर्ट भेजता है, इसलिए आँकड़े विज़िट के करीब एक मिनट बाद आते हैं।',
  hour: 'पिछला एक घंटा',
  day: 'पिछले 24 घंटे',
  empty: 'इस समय में कोई विज़िट रिपोर्ट नहीं हुई।',
  refreshed: (time: string) => `अपडेट: ${time}`,
  pageViews: 'पेज व्यू',
  errors: 'हर 1,000 पेज व्यू पर एरर',
  lcp: 'सबसे बड़ा पेंट, LCP (p75)',
  inp: 'इनपुट पर जवाब, INP (p75)',
  cls: 'लेआउट शिफ़्ट, CLS (p75)',
  noSample: 'अभी कोई सैंपल नहीं',
  samples: (count: number) => `${count} सैंपल`,
  localRelease: 'लोकल बिल्ड',
  p75Note:
    'p75: हर चार में से तीन विज़िट इस आँकड़े या इससे कम पर रहीं। अच्छा माना जाता है: सबसे बड़े पेंट के लिए ज़्यादा से ज़्यादा 2.5 सेकंड, इनपुट पर जवाब के लिए 200 मिलीसेकंड और लेआउट शिफ़्ट के लिए 0.1।',
  released: 'रिलीज़',
  commit: 'कमिट',
  releaseLabel: (area: string, release: string) => `${area}, रिलीज़ ${release}`,
  ratings: { good: 'अच्छा', fair: 'सुधार चाहिए', poor: 'खराब' },
  release: (id: string) => describeRelease(id, 'hi-IN'),
  time: (iso: string) =>
    `${new Date(iso).toLocaleTimeString('hi-IN', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Asia/Kolkata',
    })} IST`,
  count: (value: number) => value.toLocaleString('en-IN'),
  duration: (ms: number) => formatMs(ms, { s: 'सेकंड', ms: 'मिलीसेकंड' }),
  areas: {
    catalogue: 'कैटलॉग',
    realestate: 'रियल एस्टेट',
    account: 'अकाउंट',
    admin: 'एडमिन',
    shell: 'शेल (पेज नहीं मिला)',
  },
};

export default messages;
