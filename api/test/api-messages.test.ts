import { z } from 'zod';
import { AUTH_MESSAGES, BOOKING_MESSAGES } from '@marketplace/shared/contracts';
import { LISTING_STATUS_LABELS, POSTING_MESSAGES } from '@marketplace/shared/contracts-posting';
import { SAVED_SEARCH_MESSAGES } from '@marketplace/shared/contracts-properties';
import { API_CATALOGUES, translateMessage } from '../src/i18n/api-messages';
import { languageOf } from '../src/i18n/request-language';

describe("the api's messages in Hindi", () => {
  it.each(API_CATALOGUES)(
    '$name: every text in both languages, functions of the same arguments',
    ({ en, hi }) => {
      expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const hindi = hi[key];
        expect([key, typeof hindi]).toEqual([key, typeof english]);
        if (typeof english === 'function' && typeof hindi === 'function') {
          expect([key, hindi.length]).toEqual([key, english.length]);
        } else {
          expect([key, String(hindi).trim()]).not.toEqual([key, '']);
          // Written in Devanagari, not left in English.
          expect([key, /[\u0900-\u097F]/.test(String(hindi))]).toEqual([key, true]);
        }
      }
    },
  );

  it('turns a text with values into Hindi with the same values, and leaves English alone', () => {
    expect(translateMessage(AUTH_MESSAGES.rateLimited(42), 'hi')).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 42 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(
      translateMessage(BOOKING_MESSAGES.transitionNotAllowed('completed', 'requested'), 'hi'),
    ).toBe('बुकिंग की स्थिति "पूरी हुई" से "कन्फ़र्मेशन बाकी" नहीं बदली जा सकती');
    expect(translateMessage(AUTH_MESSAGES.rateLimited(42), 'en')).toBe(
      AUTH_MESSAGES.rateLimited(42),
    );
    // A listing's status comes back in the lister's words, in lower case: its Hindi is found.
    expect(translateMessage(POSTING_MESSAGES.notAllowed(LISTING_STATUS_LABELS.pending), 'hi')).toBe(
      '"रिव्यू बाकी" लिस्टिंग के साथ यह नहीं किया जा सकता।',
    );
    expect(translateMessage(SAVED_SEARCH_MESSAGES.duplicate('2 BHK Jabalpur'), 'hi')).toBe(
      'आप यह खोज पहले ही "2 BHK Jabalpur" नाम से सेव कर चुके हैं।',
    );
    // A catalogue item named by its key keeps it, its check in Hindi, built from a label or not.
    expect(translateMessage('service:plumbing: Choose an icon', 'hi')).toBe(
      'service:plumbing: आइकन चुनें',
    );
    expect(translateMessage('design:royal-living: Name is required', 'hi')).toBe(
      `design:royal-living: ${translateMessage('Name is required', 'hi')}`,
    );
    // zod's own words for a key a strict object does not take, as the error handler names it.
    const extra = z.strictObject({}).safeParse({ colour: 1 }).error?.issues[0]?.message;
    const extras = z.strictObject({}).safeParse({ a: 1, b: 2 }).error?.issues[0]?.message;
    expect(translateMessage(`body: ${extra}`, 'hi')).toBe('"colour" नाम का फ़ील्ड नहीं लिया जाता');
    expect(translateMessage(`body: ${extras}`, 'hi')).toBe('"a", "b" नाम के फ़ील्ड नहीं लिए जाते');
    // A text no catalogue holds stays as it is rather than turning into something else.
    expect(translateMessage('title: Too small', 'hi')).toBe('title: Too small');
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['mr-IN,hi;q=0.8,en;q=0.5', 'hi'],
    ['en;q=0.5,hi;q=0.9', 'hi'],
    ['hi;q=0,en', 'en'],
    ['fr-FR', 'en'],
  ])('Accept-Language %p is answered in %p', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
