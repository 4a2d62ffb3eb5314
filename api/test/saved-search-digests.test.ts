// The daily e-mail of saved searches on both engines: only listings that went live since the last
// e-mail and match the search (never drafts nor listings live before), at most one e-mail a day,
// none before the digest time, a refused send tried again, a crash after the claim losing no
// listing, and the e-mail's links and one-click unsubscribe headers.
import {
  login,
  newAccount,
  registerVerified,
  testEngines,
  useAccountsApp,
} from './support/accounts';
import { useMailbox, type ReceivedMail } from './support/mailbox';
import {
  DAY_MS,
  digestDeps,
  goLive,
  insertListings,
  listing,
  nextMorning,
  savedOf,
  savedSearchApi,
} from './support/saved-searches';
import { istDateOf } from '@marketplace/shared/contracts';
import { DigestRunner, runDigestPass } from '../src/lib/digests/digest-pass';

jest.setTimeout(30_000);

const RENT_JABALPUR = 'location=jabalpur&purpose=rent';

describe.each(testEngines())('saved search e-mails on $dialect', (engine) => {
  let priya: ReturnType<typeof savedSearchApi>;
  const mailbox = useMailbox();
  const app = useAccountsApp(engine, mailbox, async (built) => {
    const account = newAccount('priya');
    await registerVerified(built, mailbox, account);
    priya = savedSearchApi(app, await login(built, account));
  });
  const mailsTo = (email: string, after: number) =>
    mailbox.received.slice(after).filter((mail) => mail.to.includes(email));
  /** Drafts that go live at `at`, as a moderator's approval makes them. */
  const approve = async (at: Date, ...names: string[]) => {
    const ids = await insertListings(
      app(),
      names.map((name) => listing(name, { purpose: 'rent', priceValue: 12_000, status: 'draft' })),
    );
    for (const id of ids) await goLive(app(), id, at);
    return ids;
  };

  it('e-mails the new matching listings once a day, with links and a one-click unsubscribe', async () => {
    await priya.save('Rent in Jabalpur', RENT_JABALPUR);
    const before = mailbox.received.length;
    const saved = new Date();
    await insertListings(app(), [
      listing('Live before saving', {
        purpose: 'rent',
        liveSince: new Date(saved.getTime() - 60_000).toISOString(),
      }),
      listing('Still a draft', { purpose: 'rent', status: 'draft' }),
      listing('Waiting for review', { purpose: 'rent', status: 'pending' }),
      listing('Noida rental', { purpose: 'rent', location: 'Sector 62, Noida', status: 'draft' }),
    ]);
    const [gwarighat] = await approve(new Date(saved.getTime() + 1000), 'Gwarighat Nest');
    const morning = nextMorning(new Date(saved.getTime() + 2000));

    // Not before the digest time.
    const early = await runDigestPass(digestDeps(app()), new Date(morning.getTime() - 60_000));
    expect(early.sent).toBe(0);
    expect(await runDigestPass(digestDeps(app()), morning)).toEqual({ sent: 1, complete: true });
    const [mail, ...others] = mailsTo('priya@example.in', before);
    expect(others).toEqual([]);
    expectDigest(mail, {
      subject: '1 new listing for "Rent in Jabalpur"',
      listings: ['Gwarighat Nest'],
    });
    expect(mail!.text).toContain(`${app().config.publicUrl}/#/property-details/${gwarighat}`);
    expect(mail!.text).toContain('₹12,000/month · Napier Town, Jabalpur');
    expect(mail!.text).toContain(`${app().config.publicUrl}/#/real-estate?${RENT_JABALPUR}`);

    // Later that day: another listing, but no second e-mail.
    await approve(new Date(morning.getTime() + 60 * 60_000), 'Madan Mahal Flat');
    const later = new Date(morning.getTime() + 2 * 60 * 60_000);
    expect((await runDigestPass(digestDeps(app()), later)).sent).toBe(0);
    expect(mailsTo('priya@example.in', before)).toHaveLength(1);

    // The next morning: only what went live since the last e-mail.
    const next = await runDigestPass(digestDeps(app()), new Date(morning.getTime() + DAY_MS));
    expect(next.sent).toBe(1);
    expectDigest(mailsTo('priya@example.in', before)[1], {
      subject: '1 new listing for "Rent in Jabalpur"',
      listings: ['Madan Mahal Flat'],
    });
    expect(
      (await runDigestPass(digestDeps(app()), new Date(morning.getTime() + 2 * DAY_MS))).sent,
    ).toBe(0);
  });

  it("writes the e-mail in the account's language: a Hindi account's in Hindi, prices in लाख", async () => {
    const asha = newAccount('asha');
    await registerVerified(app(), mailbox, asha);
    const token = await login(app(), asha);
    const changed = await app().inject({
      method: 'PATCH',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'hi' },
    });
    expect(changed.statusCode).toBe(200);
    await savedSearchApi(app, token).save('जबलपुर में फ़्लैट', 'location=jabalpur');
    await priya.save('Jabalpur', 'location=jabalpur');
    const before = mailbox.received.length;
    const at = new Date(Date.now() + 1000);
    const [flat] = await insertListings(app(), [
      listing('Gwarighat Nest', { purpose: 'sale', priceValue: 85_00_000, status: 'draft' }),
    ]);
    await goLive(app(), flat!, at);
    expect((await runDigestPass(digestDeps(app()), nextMorning(at))).sent).toBe(2);

    const [hindi] = mailsTo('asha@example.in', before);
    expect(hindi!.subject).toBe('"जबलपुर में फ़्लैट" के लिए 1 नई लिस्टिंग');
    expect(linesOf(hindi)).toEqual(
      expect.arrayContaining([
        'आपकी सेव की गई खोज "जबलपुर में फ़्लैट" के लिए 1 नई लिस्टिंग:',
        'Gwarighat Nest',
        '₹85 लाख · Napier Town, Jabalpur',
      ]),
    );
    expect(hindi!.text).toMatch(
      /"जबलपुर में फ़्लैट" के ईमेल बंद करें: http:\/\/\S+\/#\/saved-searches\/unsubscribe\/[0-9a-f]{64}/,
    );
    expect(hindi!.text).toMatch(/^Content-Language: hi$/m);
    expect(hindi!.html).toContain('<html lang="hi">');
    expect(hindi!.html).toContain('₹85 लाख · Napier Town, Jabalpur');

    // An English account's e-mail of the same listing is as it always was.
    const [english] = mailsTo('priya@example.in', before);
    expect(english!.subject).toBe('1 new listing for "Jabalpur"');
    expect(linesOf(english)).toContain('₹85 L · Napier Town, Jabalpur');
    expect(english!.html).toContain('<html lang="en">');
  });

  it('sends nothing for a search whose e-mails are off, and starts again from when they are back on', async () => {
    const { id } = savedOf(await priya.save('Rent', RENT_JABALPUR));
    const before = mailbox.received.length;
    await priya.update(id, { alerts: false });
    await approve(new Date(), 'While off');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const morning = nextMorning(new Date(Date.now() + 2000));
    expect((await runDigestPass(digestDeps(app()), morning)).sent).toBe(0);

    await priya.update(id, { alerts: true });
    expect((await runDigestPass(digestDeps(app()), morning)).sent).toBe(0);
    await approve(new Date(Date.now() + 1000), 'Once back on');
    expect(
      (await runDigestPass(digestDeps(app()), new Date(morning.getTime() + 60_000))).sent,
    ).toBe(1);
    expectDigest(mailsTo('priya@example.in', before)[0], {
      subject: '1 new listing for "Rent"',
      listings: ['Once back on'],
    });
    expect(mailsTo('priya@example.in', before)[0]!.text).not.toContain('While off');
  });

  it('lists the newest ten and links to the rest', async () => {
    await priya.save('Rent', RENT_JABALPUR);
    const before = mailbox.received.length;
    const start = Date.now() + 1000;
    for (let i = 1; i <= 12; i += 1) await approve(new Date(start + i * 1000), `Home ${i}`);
    await runDigestPass(digestDeps(app()), nextMorning(new Date(start + 20_000)));
    const [mail] = mailsTo('priya@example.in', before);
    expect(mail!.subject).toBe('12 new listings for "Rent"');
    expect(linesOf(mail)).toEqual(expect.arrayContaining(['Home 12', 'Home 3']));
    expect(linesOf(mail)).not.toContain('Home 2');
    expect(mail!.text).toContain('...and 2 more. See them all:');
  });

  it('tries a refused e-mail again at the next pass, and loses no listing to a crash after the claim', async () => {
    const { id } = savedOf(await priya.save('Rent', RENT_JABALPUR));
    await approve(new Date(Date.now() + 1000), 'Gwarighat Nest');
    const morning = nextMorning(new Date(Date.now() + 2000));
    const refusing = { send: jest.fn().mockRejectedValue(new Error('451 try later')) };
    const failed = await runDigestPass(digestDeps(app(), { mailer: refusing }), morning);
    expect(failed).toEqual({ sent: 0, complete: false });
    expect(refusing.send).toHaveBeenCalledTimes(1);
    const before = mailbox.received.length;
    expect(
      (await runDigestPass(digestDeps(app()), new Date(morning.getTime() + 60_000))).sent,
    ).toBe(1);

    // The next day, a crash right after the claim: no e-mail that day...
    const day2 = new Date(morning.getTime() + DAY_MS);
    await approve(new Date(day2.getTime() - 60_000), 'Madan Mahal Flat');
    await app()
      .db.insertInto('saved_search_digests')
      .values({
        saved_search_id: id,
        day: istDateOf(day2),
        status: 'sending',
        listed_until: day2.toISOString(),
        listings: 1,
        created_at: day2.toISOString(),
      })
      .execute();
    expect((await runDigestPass(digestDeps(app()), day2)).sent).toBe(0);
    // ...and the day after, its listing comes with the next e-mail.
    expect((await runDigestPass(digestDeps(app()), new Date(day2.getTime() + DAY_MS))).sent).toBe(
      1,
    );
    const mails = mailsTo('priya@example.in', before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      '1 new listing for "Rent"',
      '1 new listing for "Rent"',
    ]);
    expect(mails[1]!.text).toContain('Madan Mahal Flat');
  });

  it('looks at the searches again only when a listing went live since its last complete pass', async () => {
    await priya.save('Rent', RENT_JABALPUR);
    const morning = nextMorning(new Date(Date.now() + 2000));
    const before = mailbox.received.length;
    const runner = new DigestRunner(digestDeps(app()));
    expect(await runner.check(morning)).toEqual({ sent: 0, complete: true });
    // Stamped live before that pass ended (a slow approval committing late): the shortcut does
    // not look so far back, and the next morning's full pass will.
    await approve(new Date(morning.getTime() - 1000), 'Committed late');
    expect(await runner.check(new Date(morning.getTime() + 60_000))).toEqual({
      sent: 0,
      complete: true,
    });
    // Live after it: the searches are looked at again, with their whole window.
    await approve(new Date(morning.getTime() + 90_000), 'Gwarighat Nest');
    expect((await runner.check(new Date(morning.getTime() + 120_000))).sent).toBe(1);
    expect(linesOf(mailsTo('priya@example.in', before)[0])).toEqual(
      expect.arrayContaining(['Committed late', 'Gwarighat Nest']),
    );
  });
});

function expectDigest(
  mail: ReceivedMail | undefined,
  expected: { subject: string; listings: string[] },
): void {
  expect(mail).toBeDefined();
  expect(mail!.subject).toBe(expected.subject);
  for (const name of expected.listings) expect(mail!.text).toContain(name);
  expect(mail!.text).toMatch(
    /^List-Unsubscribe: <http:\/\/[^>]+\/api\/v1\/saved-searches\/unsubscribe\/[0-9a-f]{64}>$/m,
  );
  expect(mail!.text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(mail!.text).toMatch(
    /Stop e-mails for "[^"]+": http:\/\/\S+\/#\/saved-searches\/unsubscribe\/[0-9a-f]{64}/,
  );
  for (const hidden of [
    'Still a draft',
    'Waiting for review',
    'Noida rental',
    'Live before saving',
  ]) {
    expect(mail!.text).not.toContain(hidden);
  }
}

function linesOf(mail: ReceivedMail | undefined): string[] {
  return (mail?.text ?? '').split(/\r?\n/);
}
