// The moderation in the moderator's and the lister's languages, on both engines: the answers in
// the request's language (a Hindi page's refusal of too short a reason, the decisions' messages),
// and the decision e-mails in the lister's account language, the reason quoted as written.
import { POSTING_MESSAGES, REJECTION_REASON_MESSAGES } from '@marketplace/shared/contracts-posting';
import { REJECTION_REASON_MESSAGES_HI } from '../src/i18n/hi/admin';
import { POSTING_MESSAGES_HI } from '../src/i18n/hi/posting';
import { testEngines } from './support/accounts';
import { listerSuite } from './support/listers';
import { useMailbox } from './support/mailbox';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

describe.each(testEngines())('listing decisions in each language on $dialect', (engine) => {
  const mailbox = useMailbox();
  const suite = listerSuite(engine, mailbox);

  /** A moderator's decision sent from a page in `headers`' language. */
  const decide = (id: number, action: 'approve' | 'reject', reason?: string, headers = {}) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/v1/admin/listing-reviews/${id}/${action}`,
      headers: { authorization: `Bearer ${suite.tokens.manager}`, ...headers },
      ...(reason === undefined ? {} : { payload: { reason } }),
    });
  const msgOf = (response: { json: <T>() => T }) => response.json<{ msg: string }>().msg;

  it("answers a Hindi page in Hindi and e-mails a Hindi lister's decisions in Hindi", async () => {
    const owner = await suite.lister('sunita');
    expect(
      (await suite.call('PATCH', '/profile', owner.token, { language: 'hi' })).statusCode,
    ).toBe(200);
    const id = await suite.postListing(owner.token, { name: 'Narmada Vihar Flat' });

    const short = await decide(id, 'reject', 'bad', HINDI);
    expect(short.statusCode).toBe(400);
    expect(msgOf(short)).toBe(REJECTION_REASON_MESSAGES_HI.tooShort);
    expect(msgOf(short)).toBe('वजह कम से कम 10 अक्षर की होनी चाहिए');

    const before = mailbox.received.length;
    const reason = 'Photos are of another building. Please add your own.';
    const rejected = await decide(id, 'reject', reason, HINDI);
    expect(msgOf(rejected)).toBe(POSTING_MESSAGES_HI.rejected);
    const mail = await mailbox.waitFor(owner.email, before);
    expect(mail.subject).toBe('आपकी लिस्टिंग मंज़ूर नहीं हुई: Narmada Vihar Flat');
    expect(mail.text).toContain('आपकी लिस्टिंग "Narmada Vihar Flat" इस वजह से मंज़ूर नहीं हुई:');
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('इसे "मेरी लिस्टिंग" में बदलें और फिर से रिव्यू के लिए भेजें।');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('Photos are of another building. Please add your own.');

    const again = await decide(id, 'approve', undefined, HINDI);
    expect(again.statusCode).toBe(409);
    expect(msgOf(again)).toBe(POSTING_MESSAGES_HI.reviewGone);

    const second = await suite.postListing(owner.token, { name: 'Ganga Nagar House' });
    const beforeApproval = mailbox.received.length;
    const approved = await decide(second, 'approve', undefined, HINDI);
    expect(msgOf(approved)).toBe('लिस्टिंग मंज़ूर हुई: अब यह लाइव है');
    const live = await mailbox.waitFor(owner.email, beforeApproval);
    expect(live.subject).toBe('आपकी लिस्टिंग लाइव है: Ganga Nagar House');
    expect(live.text).toMatch(
      /यह 60 दिन, (रवि|सोम|मंगल|बुध|गुरु|शुक्र|शनि), \d{1,2} \S+ \d{4} तक लाइव रहेगी;/,
    );
    expect(live.html).toContain('<html lang="hi">');
  });

  it("keeps an English page's answers and an English lister's e-mails in English", async () => {
    const owner = await suite.lister('arjun');
    const id = await suite.postListing(owner.token, { name: 'Civic Centre Flat' });
    const short = await decide(id, 'reject', 'bad');
    expect(msgOf(short)).toBe(REJECTION_REASON_MESSAGES.tooShort);

    const before = mailbox.received.length;
    // A Hindi page's decision: the English lister still reads English.
    const approved = await decide(id, 'approve', undefined, HINDI);
    expect(msgOf(approved)).toBe(POSTING_MESSAGES_HI.approved);
    const mail = await mailbox.waitFor(owner.email, before);
    expect(mail.subject).toBe('Your listing is live: Civic Centre Flat');
    expect(mail.text).toContain(
      'Your listing "Civic Centre Flat" was approved and is now live for everyone to see.',
    );
    expect(mail.text).toMatch(/It stays live for 60 days, until \d{1,2} \w+ \d{4};/);
    expect(mail.html).toContain('<html lang="en">');

    const other = await suite.postListing(owner.token, { name: 'Wright Town Flat' });
    const english = await decide(other, 'reject', 'The address is incomplete.');
    expect(msgOf(english)).toBe(POSTING_MESSAGES.rejected);
  });
});
