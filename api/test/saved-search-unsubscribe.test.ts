// The unsubscribe link of a saved search's e-mail, without login, on both engines: reading it
// changes nothing (mail scanners and link previews fetch links), a POST stops the e-mails, from
// the site's page or a mail client's one-click button (RFC 8058), and an unknown token is a 404.
import { SAVED_SEARCH_MESSAGES } from '@marketplace/shared/contracts';
import { runDigestPass } from '../src/lib/digests/digest-pass';
import {
  login,
  newAccount,
  registerVerified,
  testEngines,
  useAccountsApp,
} from './support/accounts';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';
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

jest.setTimeout(30_000);

describe.each(testEngines())('unsubscribing on $dialect', (engine) => {
  let priya: ReturnType<typeof savedSearchApi>;
  const mailbox = useMailbox();
  const app = useAccountsApp(engine, mailbox, async (built) => {
    const account = newAccount('priya');
    await registerVerified(built, mailbox, account);
    priya = savedSearchApi(app, await login(built, account));
  });
  const unsubscribe = (
    path: string,
    init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: string } = {},
  ) =>
    app().inject({
      method: init.method ?? 'GET',
      url: path,
      headers: init.headers,
      payload: init.payload,
    });

  /** Saves a search, makes a listing match it, sends the day's e-mail and reads its links. */
  async function mailedSearch(name: string) {
    const saved = savedOf(await priya.save(name, 'purpose=rent'));
    const [id] = await insertListings(app(), [
      listing(`${name} home`, { purpose: 'rent', status: 'draft' }),
    ]);
    await goLive(app(), id!, new Date(Date.now() + 1000));
    const morning = nextMorning(new Date(Date.now() + 2000));
    const before = mailbox.received.length;
    expect((await runDigestPass(digestDeps(app()), morning)).sent).toBe(1);
    const mail = await mailbox.waitFor('priya@example.in', before);
    const header =
      /^List-Unsubscribe: <https?:\/\/[^/]+(\/api\/v1\/saved-searches\/unsubscribe\/\w+)>/m.exec(
        mail.text,
      );
    const page =
      /^Stop e-mails for "[^"]+": https?:\/\/[^/]+\/#\/saved-searches\/unsubscribe\/(\w+)/m.exec(
        mail.text,
      );
    expect(header).not.toBeNull();
    expect(page).not.toBeNull();
    return { saved, morning, oneClick: header![1]!, token: page![1]! };
  }

  it('reads what the link is about without changing it, then stops the e-mails on a POST', async () => {
    const { saved, morning, oneClick, token } = await mailedSearch('Rent anywhere');
    expect(oneClick).toBe(`/api/v1/saved-searches/unsubscribe/${token}`);
    for (let i = 0; i < 2; i += 1) {
      const read = await unsubscribe(oneClick);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ success: true, data: { name: 'Rent anywhere', alerts: true } });
    }

    // The site's page: a POST without a body, and no session.
    const stopped = await unsubscribe(oneClick, { method: 'POST' });
    expect(stopped.json()).toEqual({
      success: true,
      msg: SAVED_SEARCH_MESSAGES.unsubscribed('Rent anywhere'),
      data: { name: 'Rent anywhere', alerts: false },
    });
    const [listed] = (await priya.list()).json<{ data: { id: number; alerts: boolean }[] }>().data;
    expect(listed).toMatchObject({ id: saved.id, alerts: false });

    // No e-mail the next morning, whatever goes live.
    const [later] = await insertListings(app(), [
      listing('Later home', { purpose: 'rent', status: 'draft' }),
    ]);
    await goLive(app(), later!, new Date(morning.getTime() + 60_000));
    expect(
      (await runDigestPass(digestDeps(app()), new Date(morning.getTime() + DAY_MS))).sent,
    ).toBe(0);
  });

  it("takes a mail client's one-click POST, urlencoded or multipart, again and again", async () => {
    const { oneClick } = await mailedSearch('Rent anywhere');
    const forms = [
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=x' },
    ];
    const bodies = [
      'List-Unsubscribe=One-Click',
      '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    ];
    for (const [i, headers] of forms.entries()) {
      const response = await unsubscribe(oneClick, { method: 'POST', headers, payload: bodies[i] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ data: { alerts: false } });
    }
  });

  it('answers a token that is unknown, mangled or of a deleted search with a 404', async () => {
    const { saved, oneClick, token } = await mailedSearch('Rent anywhere');
    const wrong = token.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const path of [
      `/api/v1/saved-searches/unsubscribe/${wrong}`,
      '/api/v1/saved-searches/unsubscribe/x',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        expectFailure(
          await unsubscribe(path, { method }),
          404,
          SAVED_SEARCH_MESSAGES.unsubscribeNotFound,
          'NOT_FOUND',
        );
      }
    }
    await priya.remove(saved.id);
    expectFailure(
      await unsubscribe(oneClick, { method: 'POST' }),
      404,
      SAVED_SEARCH_MESSAGES.unsubscribeNotFound,
      'NOT_FOUND',
    );
  });
});
