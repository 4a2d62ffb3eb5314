// A lister's listing from draft to live to rented, on both engines: saved step by step with its
// pictures (the administration's pipeline), sent for review, approved by an admin (the lister
// e-mailed), shown publicly only while live; rejected with a reason the lister is told and sees;
// a live listing edited goes back to review.
import { POSTING_MESSAGES, type MyListing } from '@marketplace/shared/contracts-posting';
import { testEngines } from './support/accounts';
import { expectFailure } from './support/envelope';
import { LISTING_FIELDS, listerSuite } from './support/listers';
import { useMailbox } from './support/mailbox';

const DAY_MS = 86_400_000;

describe.each(testEngines())('a lister’s listing on $dialect', (engine) => {
  const mailbox = useMailbox();
  const suite = listerSuite(engine, mailbox);

  const publicDetail = (id: number) => suite.call('GET', `/getPropertyById/${id}`, undefined);
  const listedNames = async (query: string) => {
    const response = await suite.call('GET', `/getAllProperties${query}`, undefined);
    return response.json<{ data: { name: string }[] }>().data.map((p) => p.name);
  };

  it('goes from a draft saved step by step to review, live and rented', async () => {
    const owner = await suite.lister('meera');
    // Step one: what it is. Nothing else yet.
    const started = await suite.saveDraft(owner.token, {
      purpose: 'rent',
      propertyType: 'apartment',
      name: 'Gwarighat Nest',
    });
    expect(started.statusCode).toBe(201);
    const draft = started.json<{ msg: string; data: MyListing }>();
    expect(draft.msg).toBe(POSTING_MESSAGES.draftSaved);
    expect(draft.data).toMatchObject({
      name: 'Gwarighat Nest',
      purpose: 'rent',
      status: 'draft',
      location: '',
      price_value: null,
      area: 0,
      lister_phone: null,
      images: [],
      views: 0,
      leads: 0,
    });
    const id = draft.data.id;

    // Later steps: everything, and two pictures, re-encoded as the administration's are.
    const rent = {
      ...LISTING_FIELDS,
      name: 'Gwarighat Nest',
      purpose: 'rent',
      price: '18k',
      deposit: '₹54,000',
      suits: 'family',
      possession: 'ready',
    };
    delete (rent as Record<string, string>).possessionBy;
    const saved = await suite.saveDraft(owner.token, rent, { id, pictures: 2 });
    expect(saved.statusCode).toBe(200);
    const full = saved.json<{ data: MyListing }>().data;
    expect(full).toMatchObject({
      status: 'draft',
      price: '₹18,000/month',
      price_range: 'mid',
      deposit_value: 54_000,
      lister_phone: '+91 98260 55555',
      contact_agent: null,
      brochure_link: null,
    });
    expect(full.images).toHaveLength(2);
    for (const url of full.images) {
      expect(url).toMatch(/^\/uploads\/properties\/[a-f0-9]{32}-1280\.webp$/);
    }

    // Nobody else sees a draft.
    expectFailure(await publicDetail(id), 404, 'Property not found', 'NOT_FOUND');
    const mine = await suite.call('GET', '/my-listings', owner.token);
    expect(mine.json()).toMatchObject({
      success: true,
      data: [{ id, status: 'draft' }],
      active: 0,
      active_limit: 5,
    });

    const sent = await suite.call('POST', `/my-listings/${id}/submit`, owner.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      msg: POSTING_MESSAGES.submitted,
      data: { status: 'pending', rejection_reason: null },
    });
    expect((await publicDetail(id)).statusCode).toBe(404);

    const before = mailbox.received.length;
    const approved = await suite.call(
      'POST',
      `/admin/listing-reviews/${id}/approve`,
      suite.tokens.admin,
    );
    expect(approved.statusCode).toBe(200);
    const mail = await mailbox.waitFor(owner.email, before);
    expect(mail.subject).toBe('Your listing is live: Gwarighat Nest');

    const live = await suite.myListing(owner.token, id);
    expect(live.status).toBe('live');
    const expiresIn = Date.parse(live.expires_at ?? '') - Date.parse(live.live_since ?? '');
    expect(expiresIn).toBe(60 * DAY_MS);
    const detail = await publicDetail(id);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ data: { status: 'live', has_lister_phone: true } });
    // The phone and the lister are never in a public answer.
    expect(detail.body).not.toContain('98260 55555');
    expect(await listedNames('?purpose=rent&q=gwarighat')).toEqual(['Gwarighat Nest']);

    const rented = await suite.call('POST', `/my-listings/${id}/close`, owner.token);
    expect(rented.json()).toMatchObject({
      msg: POSTING_MESSAGES.rented,
      data: { status: 'rented' },
    });
    expect((await publicDetail(id)).statusCode).toBe(404);
    expect(await listedNames('?purpose=rent&q=gwarighat')).toEqual([]);
    // A sale is marked sold.
    const sale = await suite.liveListing(owner.token, { name: 'Sale Flat' });
    const sold = await suite.call('POST', `/my-listings/${sale}/close`, owner.token);
    expect(sold.json()).toMatchObject({ msg: POSTING_MESSAGES.sold, data: { status: 'sold' } });
  });

  it('cannot be sent while something is missing, and names the first thing missing', async () => {
    const { token } = await suite.lister('dev');
    const started = await suite.saveDraft(token, { name: 'Half done', purpose: 'sale' });
    const { id } = started.json<{ data: MyListing }>().data;
    expectFailure(
      await suite.call('POST', `/my-listings/${id}/submit`, token),
      400,
      'Location is required',
      'VALIDATION_ERROR',
    );
    const noPhone = { ...LISTING_FIELDS };
    delete noPhone.listerPhone;
    await suite.saveDraft(token, noPhone, { id, pictures: 1 });
    expectFailure(
      await suite.call('POST', `/my-listings/${id}/submit`, token),
      400,
      POSTING_MESSAGES.phoneRequired,
      'VALIDATION_ERROR',
    );
    await suite.saveDraft(token, LISTING_FIELDS, { id, pictures: 0 });
    const kept = await suite.myListing(token, id);
    // keepImages absent: the picture stays.
    expect(kept.images).toHaveLength(1);
    await suite.saveDraft(token, { ...LISTING_FIELDS, keepImages: '' }, { id });
    expectFailure(
      await suite.call('POST', `/my-listings/${id}/submit`, token),
      400,
      POSTING_MESSAGES.pictureRequired,
      'VALIDATION_ERROR',
    );
    expect((await suite.myListing(token, id)).status).toBe('draft');
  });

  it('refuses a wrong field of a draft with its message and keeps the draft as it was', async () => {
    const { token } = await suite.lister('ravi');
    const started = await suite.saveDraft(token, { name: 'Kept', price: '45 L' });
    const { id } = started.json<{ data: MyListing }>().data;
    expectFailure(
      await suite.saveDraft(token, { name: 'Changed', price: 'a lot' }, { id }),
      400,
      'Price: Type an amount such as 30L, 1.2Cr, 25k or ₹85,00,000',
      'VALIDATION_ERROR',
    );
    expectFailure(
      await suite.saveDraft(token, { name: 'Changed', contactAgent: '+91 90000 00000' }, { id }),
      400,
      'Unknown form field: contactAgent',
      'VALIDATION_ERROR',
    );
    expectFailure(
      await suite.saveDraft(token, { name: 'Changed', listerPhone: 'call me' }, { id }),
      400,
      'Phone is invalid',
      'VALIDATION_ERROR',
    );
    expect(await suite.myListing(token, id)).toMatchObject({
      name: 'Kept',
      price_value: 45_00_000,
    });
  });

  it('is told when rejected, sees the reason, and is reviewed again once edited', async () => {
    const owner = await suite.lister('farah');
    const id = await suite.postListing(owner.token, { name: 'Blurry Villa' });
    const reason = 'The pictures are of another building: add pictures of this villa.';
    const before = mailbox.received.length;
    const rejected = await suite.call(
      'POST',
      `/admin/listing-reviews/${id}/reject`,
      suite.tokens.manager,
      { reason },
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      msg: POSTING_MESSAGES.rejected,
      data: { property_id: id, decision: 'rejected', reason, moderator: 'kabir' },
    });
    const mail = await mailbox.waitFor(owner.email, before);
    expect(mail.subject).toBe('Your listing was not approved: Blurry Villa');
    expect(mail.text).toContain(reason);
    expect(await suite.myListing(owner.token, id)).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
    });
    expect((await publicDetail(id)).statusCode).toBe(404);

    // A rejected listing is saved as it stands (still rejected, the reason shown), then sent again.
    const fixed = await suite.saveDraft(
      owner.token,
      { ...LISTING_FIELDS, name: 'Clear Villa' },
      {
        id,
        pictures: 1,
      },
    );
    expect(fixed.json()).toMatchObject({ data: { status: 'rejected', rejection_reason: reason } });
    const again = await suite.call('POST', `/my-listings/${id}/submit`, owner.token);
    expect(again.json()).toMatchObject({ data: { status: 'pending', rejection_reason: null } });
  });

  it('goes back to review when a live listing is edited', async () => {
    const { token } = await suite.lister('ira');
    const id = await suite.liveListing(token, { name: 'Approved Flat' });
    // A sent listing is not saved over: it is made a draft first.
    expectFailure(
      await suite.saveDraft(token, { ...LISTING_FIELDS, name: 'Spam Flat' }, { id }),
      409,
      POSTING_MESSAGES.notAllowed('Live'),
      'CONFLICT',
    );
    const reopened = await suite.call('POST', `/my-listings/${id}/reopen`, token);
    expect(reopened.json()).toMatchObject({
      msg: POSTING_MESSAGES.reopened,
      data: { status: 'draft' },
    });
    expect((await publicDetail(id)).statusCode).toBe(404);
    await suite.saveDraft(token, { ...LISTING_FIELDS, name: 'Edited Flat' }, { id });
    await suite.call('POST', `/my-listings/${id}/submit`, token);
    const queue = await suite.call('GET', '/admin/listing-reviews', suite.tokens.admin);
    expect(queue.json()).toMatchObject({ total: 1, data: [{ id, name: 'Edited Flat' }] });
  });

  it('answers a retried start with the draft its first attempt made', async () => {
    const { token } = await suite.lister('om');
    const first = await suite.saveDraft(
      token,
      { name: 'Once' },
      { pictures: 1, key: 'start-attempt-1' },
    );
    const retry = await suite.saveDraft(
      token,
      { name: 'Once' },
      { pictures: 1, key: 'start-attempt-1' },
    );
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ data: MyListing }>().data.id).toBe(
      first.json<{ data: MyListing }>().data.id,
    );
    const mine = await suite.call('GET', '/my-listings', token);
    expect(mine.json<{ data: unknown[] }>().data).toHaveLength(1);
  });
});
