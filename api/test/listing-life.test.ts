// A live listing's life on both engines: the leads its lister sees and marks handled, the views
// and phone reveals counted, the phone shown only to logged-in visitors and limited per viewer a
// day, the limit of active listings an account may have, expiry 60 days after going live with the
// lister e-mailed, renewal, and deletion.
import { istDateOf } from '@marketplace/shared/contracts';
import { POSTING_MESSAGES, type Lead, type MyListing } from '@marketplace/shared/contracts-posting';
import { PHONE_REVEALS_PER_DAY } from '../src/db/repositories/listing-contacts';
import { propertiesVersion } from '../src/db/repositories/properties';
import { testEngines } from './support/accounts';
import { expectFailure } from './support/envelope';
import { LISTING_FIELDS, listerSuite } from './support/listers';
import { useMailbox } from './support/mailbox';

const DAY_MS = 86_400_000;

describe.each(testEngines())('a live listing on $dialect', (engine) => {
  const mailbox = useMailbox();
  const suite = listerSuite(engine, mailbox);

  const leadsOf = async (token: string, id: number) => {
    const response = await suite.call('GET', `/my-listings/${id}/leads`, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Lead[] }>().data;
  };

  it('shows its lister the leads, with name, phone, message and time, and marks one handled', async () => {
    const owner = await suite.lister('kiran');
    const id = await suite.liveListing(owner.token, {
      name: 'Lead Flat',
      scheduleVisitEnabled: 'true',
    });
    const other = await suite.liveListing(owner.token, { name: 'Quiet Flat' });
    const contact = await suite.call('POST', '/enquiries', undefined, {
      type: 'agent_contact',
      property_id: id,
      name: 'Asha Rao',
      phone: '+91 98765 43210',
      email: 'asha@example.in',
      message: 'Is it still available?',
    });
    expect(contact.statusCode).toBe(201);
    const visitDay = istDateOf(new Date(Date.now() + DAY_MS));
    const visit = await suite.call('POST', '/enquiries', undefined, {
      type: 'visit_request',
      property_id: id,
      date: visitDay,
      time: '11:30',
      name: 'Arun Patel',
      phone: '9876543210',
    });
    expect(visit.statusCode).toBe(201);

    const leads = await leadsOf(owner.token, id);
    expect(leads).toHaveLength(2);
    expect(leads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'agent_contact',
          name: 'Asha Rao',
          phone: '+91 98765 43210',
          message: 'Is it still available?',
          handled: false,
        }),
        expect.objectContaining({
          type: 'visit_request',
          name: 'Arun Patel',
          phone: '9876543210',
          visit_date: visitDay,
          visit_time: '11:30',
        }),
      ]),
    );
    for (const lead of leads) expect(Date.now() - Date.parse(lead.created_at)).toBeLessThan(60_000);
    expect(await leadsOf(owner.token, other)).toEqual([]);
    expect(await suite.myListing(owner.token, id)).toMatchObject({ leads: 2, open_leads: 2 });

    const lead = leads.find((l) => l.type === 'agent_contact');
    const handled = await suite.call('PATCH', `/my-listings/${id}/leads/${lead?.id}`, owner.token, {
      handled: true,
    });
    expect(handled.json()).toMatchObject({ msg: POSTING_MESSAGES.leadHandled });
    expect(await suite.myListing(owner.token, id)).toMatchObject({ leads: 2, open_leads: 1 });
    // A lead of one listing is not reached through another of the same lister.
    const crossed = await suite.call(
      'PATCH',
      `/my-listings/${other}/leads/${lead?.id}`,
      owner.token,
      { handled: false },
    );
    expect(crossed.statusCode).toBe(404);
  });

  it('shows the phone only to logged-in visitors, counts each once a day, and limits a viewer', async () => {
    const owner = await suite.lister('lata');
    const viewer = await suite.lister('viewer');
    const id = await suite.liveListing(owner.token, { name: 'Phone Flat' });

    expect((await suite.call('POST', `/properties/${id}/phone`, undefined)).statusCode).toBe(401);
    const shown = await suite.call('POST', `/properties/${id}/phone`, viewer.token);
    expect(shown.json()).toEqual({ success: true, data: { phone: '+91 98260 55555' } });
    await suite.call('POST', `/properties/${id}/phone`, viewer.token);
    // The lister's own look is not counted.
    await suite.call('POST', `/properties/${id}/phone`, owner.token);
    expect(await suite.myListing(owner.token, id)).toMatchObject({ phone_reveals: 1 });

    // Views: once per visitor a day, the lister's own not counted.
    const visitor = { visitor: 'a'.repeat(20) };
    await suite.call('POST', `/properties/${id}/views`, undefined, visitor);
    await suite.call('POST', `/properties/${id}/views`, undefined, visitor);
    await suite.call('POST', `/properties/${id}/views`, viewer.token, visitor);
    await suite.call('POST', `/properties/${id}/views`, owner.token, visitor);
    expect(await suite.myListing(owner.token, id)).toMatchObject({ views: 2 });

    // The viewer has seen the most phones for today: a new one is refused, one seen is not.
    const day = istDateOf(new Date());
    const others = [];
    for (let i = 1; i < PHONE_REVEALS_PER_DAY; i += 1) {
      others.push(
        await suite.app.db
          .insertInto('properties')
          .values({
            name: `Seen ${i}`,
            location: 'Indore',
            purpose: 'sale',
            price_range: 'budget',
            bedrooms: '2 BHK',
            area: 900,
            status: 'sold',
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    await suite.app.db
      .insertInto('phone_reveals')
      .values(
        others.map((row) => ({
          property_id: Number(row.id),
          viewer_id: viewer.id,
          day,
          revealed_at: new Date().toISOString(),
        })),
      )
      .execute();
    const next = await suite.liveListing(owner.token, { name: 'One Too Many' });
    expectFailure(
      await suite.call('POST', `/properties/${next}/phone`, viewer.token),
      429,
      POSTING_MESSAGES.phoneLimit(PHONE_REVEALS_PER_DAY),
      'RATE_LIMITED',
    );
    expect((await suite.call('POST', `/properties/${id}/phone`, viewer.token)).statusCode).toBe(
      200,
    );
    expect(await suite.myListing(owner.token, next)).toMatchObject({ phone_reveals: 0 });
  });

  it('refuses a listing over the account’s active limit until one is closed', async () => {
    const owner = await suite.lister('bulk');
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(await suite.postListing(owner.token, { name: `N${i}` }));
    const extra = await suite.saveDraft(
      owner.token,
      { ...LISTING_FIELDS, name: 'Sixth' },
      { pictures: 1 },
    );
    const sixth = extra.json<{ data: MyListing }>().data.id;
    expectFailure(
      await suite.call('POST', `/my-listings/${sixth}/submit`, owner.token),
      409,
      POSTING_MESSAGES.activeLimit(5),
      'LIMIT_REACHED',
    );
    expect((await suite.myListing(owner.token, sixth)).status).toBe('draft');

    await suite.call('POST', `/admin/listing-reviews/${ids[0]}/approve`, suite.tokens.admin);
    await suite.call('POST', `/my-listings/${ids[0]}/close`, owner.token);
    const sent = await suite.call('POST', `/my-listings/${sixth}/submit`, owner.token);
    expect(sent.statusCode).toBe(200);
  });

  it('expires 60 days after going live, tells its lister, and is renewed back to live', async () => {
    const owner = await suite.lister('old');
    const approvedMail = mailbox.received.length;
    const id = await suite.liveListing(owner.token, { name: 'Old Flat' });
    await mailbox.waitFor(owner.email, approvedMail);
    const live = await suite.myListing(owner.token, id);

    // A pass with nothing due writes nothing: the kept listing answers stay valid.
    const version = await propertiesVersion(suite.app.db);
    expect(await suite.app.expireListings(new Date(Date.parse(live.expires_at ?? '') - 1000))).toBe(
      0,
    );
    expect(await propertiesVersion(suite.app.db)).toBe(version);
    const before = mailbox.received.length;
    const after = new Date(Date.parse(live.expires_at ?? '') + 1000);
    expect(await suite.app.expireListings(after)).toBe(1);
    // A second instance's pass at the same moment finds nothing left to expire.
    expect(await suite.app.expireListings(after)).toBe(0);
    const mail = await mailbox.waitFor(owner.email, before);
    expect(mail.subject).toBe('Your listing has expired: Old Flat');
    expect(await suite.myListing(owner.token, id)).toMatchObject({ status: 'expired' });
    expect((await suite.call('GET', `/getPropertyById/${id}`, undefined)).statusCode).toBe(404);

    const renewed = await suite.call('POST', `/my-listings/${id}/renew`, owner.token);
    expect(renewed.json()).toMatchObject({
      msg: POSTING_MESSAGES.renewed,
      data: { status: 'live' },
    });
    const data = renewed.json<{ data: MyListing }>().data;
    expect(Date.parse(data.expires_at ?? '') - Date.now()).toBeGreaterThan(59 * DAY_MS);
    expect((await suite.call('GET', `/getPropertyById/${id}`, undefined)).statusCode).toBe(200);
  });

  it('is deleted with its pictures by its lister, and is gone for everyone', async () => {
    const owner = await suite.lister('gone');
    const id = await suite.liveListing(owner.token, { name: 'Gone Flat' });
    const [picture] = (await suite.myListing(owner.token, id)).images;
    const fetchPicture = () => suite.app.inject({ method: 'GET', url: picture ?? '' });
    expect((await fetchPicture()).statusCode).toBe(200);
    const deleted = await suite.call('DELETE', `/my-listings/${id}`, owner.token);
    expect(deleted.json()).toEqual({ success: true, msg: POSTING_MESSAGES.deleted });
    expect((await suite.call('GET', `/my-listings/${id}`, owner.token)).statusCode).toBe(404);
    expect((await suite.call('GET', `/getPropertyById/${id}`, undefined)).statusCode).toBe(404);
    expect((await fetchPicture()).statusCode).toBe(404);
  });
});
