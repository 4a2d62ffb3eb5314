// The expiry e-mail in the lister's account language, on both engines: a Hindi lister reads it
// in Hindi (the listing's name as written, an HTML part declaring Hindi), an English one in
// English, from the same expiry pass.
import { testEngines } from './support/accounts';
import { listerSuite } from './support/listers';
import { useMailbox } from './support/mailbox';

describe.each(testEngines())('the listing expiry e-mail in each language on $dialect', (engine) => {
  const mailbox = useMailbox();
  const suite = listerSuite(engine, mailbox);

  /** A live listing of a new lister in `language`, its approval e-mail already received. */
  async function liveListingOf(username: string, language: 'en' | 'hi', name: string) {
    const owner = await suite.lister(username);
    const changed = await suite.call('PATCH', '/profile', owner.token, { language });
    expect(changed.statusCode).toBe(200);
    const before = mailbox.received.length;
    const id = await suite.liveListing(owner.token, { name });
    await mailbox.waitFor(owner.email, before);
    const { expires_at: expiresAt } = await suite.myListing(owner.token, id);
    return { owner, expiresAt: Date.parse(expiresAt ?? '') };
  }

  it("writes each lister's expiry e-mail in their account's language", async () => {
    const hindi = await liveListingOf('kavita', 'hi', 'Narmada Vihar Flat');
    const english = await liveListingOf('rahul', 'en', 'Civic Centre Flat');

    const before = mailbox.received.length;
    const later = new Date(Math.max(hindi.expiresAt, english.expiresAt) + 1000);
    expect(await suite.app.expireListings(later)).toBe(2);

    const hindiMail = await mailbox.waitFor(hindi.owner.email, before);
    expect(hindiMail.subject).toBe('आपकी लिस्टिंग का समय खत्म हो गया: Narmada Vihar Flat');
    expect(hindiMail.text).toContain(
      'आपकी लिस्टिंग "Narmada Vihar Flat" 60 दिन लाइव रही और अब इसका समय खत्म हो गया है: अब यह साइट पर नहीं दिखती।',
    );
    expect(hindiMail.text).toContain(
      'इसे फिर से 60 दिन दिखाने के लिए "मेरी लिस्टिंग" में रिन्यू करें, या "बिक गई" या "किराये पर गई" मार्क करें।',
    );
    expect(hindiMail.html).toContain('<html lang="hi">');
    expect(hindiMail.html).toContain('Narmada Vihar Flat');

    const englishMail = await mailbox.waitFor(english.owner.email, before);
    expect(englishMail.subject).toBe('Your listing has expired: Civic Centre Flat');
    expect(englishMail.text).toContain(
      'Your listing "Civic Centre Flat" was live for 60 days and has expired: it is no longer shown.',
    );
    expect(englishMail.text).toContain(
      'Renew it under My listings to put it back for another 60 days, or mark it sold or rented.',
    );
    expect(englishMail.html).toContain('<html lang="en">');
  });
});
