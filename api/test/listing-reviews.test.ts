// The moderation of listers' listings, on both engines: the queue of pending listings oldest sent
// first with every field, the pictures and the lister; approve, or reject with a reason the lister
// is e-mailed and sees; every decision kept with who and when; nobody but admins and approved
// managers can read the queue or decide.
import type {
  MyListing,
  ReviewDecisionRecord,
  ReviewListing,
} from '@marketplace/shared/contracts-posting';
import { testEngines } from './support/accounts';
import { expectFailure } from './support/envelope';
import { LISTING_FIELDS, listerSuite } from './support/listers';
import { useMailbox } from './support/mailbox';

describe.each(testEngines())('listing moderation on $dialect', (engine) => {
  const mailbox = useMailbox();
  const suite = listerSuite(engine, mailbox);

  const queue = async (token: string) => {
    const response = await suite.call('GET', '/admin/listing-reviews', token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ReviewListing[]; total: number }>();
  };

  it('queues pending listings oldest sent first, with every field, the pictures and the lister', async () => {
    const owner = await suite.lister('neha');
    const first = await suite.postListing(owner.token, { name: 'Sent First' });
    const second = await suite.postListing(owner.token, { name: 'Sent Second' });
    // A draft and a live listing are not waiting.
    await suite.saveDraft(owner.token, { name: 'Only A Draft' });
    await suite.liveListing(owner.token, { name: 'Already Live' });

    const { data, total } = await queue(suite.tokens.admin);
    expect(total).toBe(2);
    expect(data.map((listing) => listing.id)).toEqual([first, second]);
    const [oldest] = data;
    expect(oldest).toMatchObject({
      name: 'Sent First',
      status: 'pending',
      lister_phone: '+91 98260 55555',
      lister: { id: owner.id, email: owner.email },
      decisions: [],
    });
    expect(oldest?.images).toHaveLength(1);
    expect(oldest?.images[0]).toMatch(/^\/uploads\/properties\/[a-f0-9]{32}-1280\.webp$/);
    expect(oldest?.submitted_at).not.toBeNull();
  });

  it('rejects with a reason the lister is e-mailed and sees, and keeps who decided and when', async () => {
    const owner = await suite.lister('ravi');
    const id = await suite.postListing(owner.token, { name: 'Blurry Flat' });

    expectFailure(
      await suite.call('POST', `/admin/listing-reviews/${id}/reject`, suite.tokens.manager, {
        reason: 'bad',
      }),
      400,
      'The reason must be at least 10 characters',
      'VALIDATION_ERROR',
    );
    expect((await suite.myListing(owner.token, id)).status).toBe('pending');

    const before = mailbox.received.length;
    const reason = 'The pictures are of another building.';
    const rejected = await suite.call(
      'POST',
      `/admin/listing-reviews/${id}/reject`,
      suite.tokens.manager,
      { reason },
    );
    expect(rejected.statusCode).toBe(200);
    const mail = await mailbox.waitFor(owner.email, before);
    expect(mail.subject).toBe('Your listing was not approved: Blurry Flat');
    expect(mail.text).toContain(reason);
    const mine = await suite.myListing(owner.token, id);
    expect(mine).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect((await queue(suite.tokens.admin)).total).toBe(0);

    // Decided once: a second decision is refused and nothing changes.
    expectFailure(
      await suite.call('POST', `/admin/listing-reviews/${id}/approve`, suite.tokens.admin),
      409,
      'This listing is no longer waiting for review: someone decided it already.',
      'CONFLICT',
    );
    expect((await suite.myListing(owner.token, id)).status).toBe('rejected');

    // Edited and sent again, then approved by the admin: both decisions are kept, newest first.
    const edit = { ...LISTING_FIELDS, name: 'Clear Flat' };
    expect((await suite.saveDraft(owner.token, edit, { id, pictures: 1 })).statusCode).toBe(200);
    expect((await suite.call('POST', `/my-listings/${id}/submit`, owner.token)).statusCode).toBe(
      200,
    );
    const [again] = (await queue(suite.tokens.admin)).data;
    expect(again?.decisions).toMatchObject([{ decision: 'rejected', reason }]);
    await suite.call('POST', `/admin/listing-reviews/${id}/approve`, suite.tokens.admin);

    const decisions = await suite.call('GET', '/admin/listing-decisions', suite.tokens.manager);
    const kept = decisions.json<{ data: ReviewDecisionRecord[] }>().data;
    expect(kept).toMatchObject([
      { property_id: id, property_name: 'Clear Flat', decision: 'approved', reason: null },
      { property_id: id, property_name: 'Blurry Flat', decision: 'rejected', reason },
    ]);
    expect(kept[0]?.moderator).not.toBe(kept[1]?.moderator);
    for (const decision of kept) {
      expect(decision.moderator).toEqual(expect.any(String));
      expect(Date.now() - Date.parse(decision.decided_at)).toBeLessThan(60_000);
    }
    const live = await suite.myListing(owner.token, id);
    expect(live).toMatchObject<Partial<MyListing>>({ status: 'live', rejection_reason: null });
  });

  it('refuses a plain user, the lister and a guest on every moderation route, nothing changed', async () => {
    const owner = await suite.lister('imran');
    const id = await suite.postListing(owner.token, { name: 'Waiting Flat' });
    const routes = [
      { method: 'GET', url: '/admin/listing-reviews' },
      { method: 'GET', url: '/admin/listing-decisions' },
      { method: 'POST', url: `/admin/listing-reviews/${id}/approve` },
      {
        method: 'POST',
        url: `/admin/listing-reviews/${id}/reject`,
        body: { reason: 'Not allowed to decide this.' },
      },
    ] as const;
    for (const route of routes) {
      const body = 'body' in route ? route.body : undefined;
      for (const token of [suite.tokens.user, owner.token]) {
        expect((await suite.call(route.method, route.url, token, body)).statusCode).toBe(403);
      }
      expect((await suite.call(route.method, route.url, undefined, body)).statusCode).toBe(401);
    }
    expect(await suite.myListing(owner.token, id)).toMatchObject({ status: 'pending' });
    const decisions = await suite.app.db.selectFrom('listing_decisions').selectAll().execute();
    expect(decisions).toEqual([]);
  });
});
