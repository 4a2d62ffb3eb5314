import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@marketplace/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import { AUTH_MESSAGES_HI, VALIDATION_MESSAGES_HI } from '../src/i18n/hi/auth';
import { BOOKING_MESSAGES_HI, CART_MESSAGES_HI } from '../src/i18n/hi/cart-bookings';
import { PASSWORD, login, newAccount, testEngines, useAccountsApp } from './support/accounts';
import { addToCart, book, bookingBody, bookingOf, call, useBookingWorld } from './support/bookings';
import { codeOf, useMailbox } from './support/mailbox';

const engines = testEngines();
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

function post(app: App, url: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
}

function patchProfile(app: App, token: string, payload: object, headers = {}) {
  return app.inject({
    method: 'PATCH',
    url: '/api/v1/profile',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
}

const msgOf = (response: LightMyRequestResponse) => response.json<{ msg: string }>().msg;

describe.each(engines)('the account language on $dialect', (engine) => {
  const mailbox = useMailbox();
  const appOf = useAccountsApp(engine, mailbox);

  it('registers in the language of the request: Hindi answers, a Hindi code e-mail, a Hindi account', async () => {
    const app = appOf();
    const meera = newAccount('meera');
    const before = mailbox.received.length;
    const registered = await post(app, '/simple-register', { ...meera, role: 'user' }, HINDI);
    expect(registered.statusCode).toBe(201);
    expect(msgOf(registered)).toBe(AUTH_MESSAGES_HI.otpSent);
    expect(registered.headers.vary).toContain('Accept-Language');

    const mail = await mailbox.waitFor(meera.email, before);
    expect(mail.subject).toBe('आपका वेरिफ़िकेशन कोड');
    expect(mail.text).toContain('"meera" यूज़रनेम वाला अकाउंट बनेगा');
    expect(mail.text).toMatch(/^Content-Language: hi$/m);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('आपका वेरिफ़िकेशन कोड है:');

    const wrong = await post(app, '/verify-otp', { email: meera.email, otp: '000000' }, HINDI);
    expect(msgOf(wrong)).toBe(AUTH_MESSAGES_HI.otpInvalid);
    const verified = await post(app, '/verify-otp', { email: meera.email, otp: codeOf(mail) });
    expect(verified.statusCode).toBe(200);
    // The same answer without a Hindi request is today's English.
    expect(msgOf(verified)).toBe(AUTH_MESSAGES.emailVerified);

    const loggedIn = await post(app, '/simple-login', { username: 'meera', password: PASSWORD });
    expect(loggedIn.json<{ user: { language: string } }>().user.language).toBe('hi');
  });

  it('keeps an English registration exactly as before', async () => {
    const app = appOf();
    const ravi = newAccount('ravi');
    const before = mailbox.received.length;
    const registered = await post(app, '/simple-register', { ...ravi, role: 'user' });
    expect(msgOf(registered)).toBe(AUTH_MESSAGES.otpSent);
    const mail = await mailbox.waitFor(ravi.email, before);
    expect(mail.subject).toBe('Your verification code');
    expect(mail.text).toContain('It creates the account with the username "ravi"');
    expect(mail.html).toContain('<html lang="en">');
    await post(app, '/verify-otp', { email: ravi.email, otp: codeOf(mail) });
    const token = await login(app, ravi);
    const profile = await call(app, 'GET', '/profile', token);
    expect(profile.json<{ user: { language: string } }>().user.language).toBe('en');
  });

  it('answers login, validation and reset messages in Hindi when asked, English otherwise', async () => {
    const app = appOf();
    const wrong = { username: 'nobody', password: 'Wrong1234' };
    const hindi = await post(app, '/simple-login', wrong, HINDI);
    expect(hindi.statusCode).toBe(401);
    expect(msgOf(hindi)).toBe(AUTH_MESSAGES_HI.invalidCredentials);
    expect(msgOf(await post(app, '/simple-login', wrong))).toBe(AUTH_MESSAGES.invalidCredentials);
    // A request preferring English keeps English, whatever else it accepts.
    const english = await post(app, '/simple-login', wrong, {
      'accept-language': 'en-IN,hi;q=0.5',
    });
    expect(msgOf(english)).toBe(AUTH_MESSAGES.invalidCredentials);

    const invalid = await post(app, '/simple-register', { username: 'ab', email: 'x' }, HINDI);
    expect(invalid.statusCode).toBe(400);
    expect(msgOf(invalid)).toContain(VALIDATION_MESSAGES_HI.usernameTooShort);
    const invalidEn = await post(app, '/simple-register', { username: 'ab', email: 'x' });
    expect(msgOf(invalidEn)).toContain(VALIDATION_MESSAGES.usernameTooShort);

    const reset = await post(app, '/forgot-password', { email: 'nobody@example.in' }, HINDI);
    expect(msgOf(reset)).toBe(AUTH_MESSAGES_HI.resetCodeSent);
  });

  it('changes the language through PATCH /profile, refusing anything but en and hi', async () => {
    const app = appOf();
    const asha = newAccount('asha');
    const before = mailbox.received.length;
    await post(app, '/simple-register', { ...asha, role: 'user' });
    const code = codeOf(await mailbox.waitFor(asha.email, before));
    await post(app, '/verify-otp', { email: asha.email, otp: code });
    const token = await login(app, asha);

    const changed = await patchProfile(app, token, { language: 'hi' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      success: true,
      user: { username: 'asha', language: 'hi' },
    });
    const profile = await call(app, 'GET', '/profile', token);
    expect(profile.json<{ user: { language: string } }>().user.language).toBe('hi');

    const refused = await patchProfile(app, token, { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(msgOf(refused)).toBe(AUTH_MESSAGES.languageInvalid);
    const refusedHi = await patchProfile(app, token, { language: 'fr' }, HINDI);
    expect(msgOf(refusedHi)).toBe(AUTH_MESSAGES_HI.languageInvalid);
    expect((await patchProfile(app, 'not-a-token', { language: 'hi' })).statusCode).toBe(401);

    // The reset code now comes in Hindi.
    const resetBefore = mailbox.received.length;
    await post(app, '/forgot-password', { email: asha.email });
    const resetMail = await mailbox.waitFor(asha.email, resetBefore);
    expect(resetMail.subject).toBe('आपका पासवर्ड रीसेट कोड');
    expect(resetMail.html).toContain('<html lang="hi">');
  });
});

describe.each(engines)('booking e-mails in the account language on $dialect', (engine) => {
  const mailbox = useMailbox();
  const world = useBookingWorld(engine, mailbox);

  async function bookTomorrow(token: string) {
    const { app, tomorrow } = world();
    await addToCart(app, token, 'service:plumbing', 2);
    const response = await book(app, token, bookingBody(tomorrow, { slot: '10:00' }), undefined);
    expect(response.statusCode).toBe(201);
    return bookingOf(response);
  }

  async function mailAbout(number: string) {
    for (let attempt = 0; attempt < 250; attempt += 1) {
      const mail = mailbox.received
        .slice(world().mailsBefore)
        .find((m) => m.subject.includes(number));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail about ${number}`);
  }

  it("writes a Hindi account's confirmation in Hindi, with IST dates and Indian prices", async () => {
    const { app, tokens } = world();
    await patchProfile(app, tokens.user, { language: 'hi' });
    const cart = await post(
      app,
      '/cart/addToCart',
      { item_type: 'service', item_id: 'nope' },
      {
        authorization: `Bearer ${tokens.user}`,
        ...HINDI,
      },
    );
    expect(msgOf(cart)).toBe(CART_MESSAGES_HI.itemNotFound);
    const booking = await bookTomorrow(tokens.user);
    const mail = await mailAbout(booking.number);
    expect(mail.subject).toBe(`बुकिंग ${booking.number} मिल गई`);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.text).toContain('बुकिंग के लिए धन्यवाद।');
    expect(mail.text).toMatch(
      /स्लॉट: (रवि|सोम|मंगल|बुध|गुरु|शुक्र|शनि), \d{1,2} \S+ \d{4}, 10:00 - 12:00 IST/,
    );
    expect(mail.text).toContain('कुल: ₹');
    expect(mail.text).toContain('पेमेंट: सर्विस के बाद पेमेंट (कैश या UPI)');

    const cancelled = await call(
      app,
      'POST',
      `/bookings/${booking.id}/cancel`,
      tokens.user,
      undefined,
      HINDI,
    );
    expect(msgOf(cancelled)).toBe(BOOKING_MESSAGES_HI.cancelled);
  });

  it("keeps an English account's confirmation in English", async () => {
    const { tokens } = world();
    const booking = await bookTomorrow(tokens.user);
    const mail = await mailAbout(booking.number);
    expect(mail.subject).toBe(`Booking ${booking.number} received`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Thank you for your booking.');
    expect(mail.text).toMatch(
      /Slot: (Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} \w{3} \d{4}, 10:00 - 12:00 IST/,
    );
  });
});
