import {
  CATALOGUE_MESSAGES,
  type AdminCatalogueItem,
  type HomePageResponse,
  type MaintenancePageResponse,
} from '@marketplace/shared/contracts';
import { CATALOGUE_CHECKS_HI } from '@marketplace/shared/catalogue-hi';
import type { App } from '../src/app';
import { CATALOGUE_MESSAGES_HI } from '../src/i18n/hi/catalogue';
import { nextAddress, testEngines } from './support/accounts';
import { useCatalogueWorld, type CatalogueWorld } from './support/catalogue-world';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

describe.each(engines)("the catalogue's Hindi texts on $dialect", (engine) => {
  const world = useCatalogueWorld(engine, useMailbox());
  let app: App;
  let tokens: CatalogueWorld['tokens'];
  let api: CatalogueWorld['api'];
  beforeEach(() => ({ app, tokens, api } = world()));

  const translate = (token: string, item: AdminCatalogueItem, translations: unknown) =>
    api.send('PUT', `/admin/catalogue/items/${item.id}`, token, {
      revision: item.revision,
      visible: item.visible,
      body: item.body,
      translations,
    });
  /** A save sent from a Hindi page and refused: the answer's `msg`. */
  const refusedInHindi = async (
    item: AdminCatalogueItem,
    body: unknown,
    translations?: unknown,
  ) => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/catalogue/items/${item.id}`,
      remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'hi' },
      payload: { revision: item.revision, visible: item.visible, body, translations },
    });
    expect(response.statusCode).toBe(400);
    return response.json<{ msg: string }>().msg;
  };
  const hindiPage = <T>(page: string) =>
    api.send('GET', `/catalogue/${page}?lang=hi`).then((r) => r.json<T>());

  it('saves Hindi twins beside the English, trimmed and without the empty ones, and keeps them when a save leaves them out', async () => {
    const plumbing = await api.item(tokens.manager, 'service:plumbing');
    const saved = await translate(tokens.manager, plumbing, {
      hi: { name: '  प्लंबर  ', summary: '', included: ['नल ठीक करना', 'पाइप बदलना'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      msg: CATALOGUE_MESSAGES.saved,
      item: {
        state: 'changed',
        translations: { hi: { name: 'प्लंबर', included: ['नल ठीक करना', 'पाइप बदलना'] } },
      },
    });
    const stored = saved.json<{ item: AdminCatalogueItem }>().item;
    expect(stored.translations.hi).not.toHaveProperty('summary');
    // A save without translations (an older editor) changes the body and keeps the Hindi.
    const again = await api.save(tokens.manager, stored, (body) => ({ ...body, name: 'Plumber' }));
    expect(again.json()).toMatchObject({
      item: { body: { name: 'Plumber' }, translations: { hi: { name: 'प्लंबर' } } },
    });
    // The search finds Devanagari too.
    const found = await api.items(tokens.manager, `?q=${encodeURIComponent('प्लंबर')}`);
    expect(found.map((item) => item.key)).toEqual(['service:plumbing']);
  });

  it('refuses a Hindi text longer than its English field may be, and a field the kind does not translate', async () => {
    const plumbing = await api.item(tokens.admin, 'service:plumbing');
    const long = await translate(tokens.admin, plumbing, { hi: { name: 'क'.repeat(81) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ msg: 'Name (Hindi) must be at most 80 characters' });
    const many = await translate(tokens.admin, plumbing, {
      hi: { included: Array.from({ length: 21 }, () => 'काम') },
    });
    expect(many.json()).toMatchObject({ msg: 'What is included (Hindi): at most 20 entries' });
    const slug = await translate(tokens.admin, plumbing, { hi: { slug: 'plambing' } });
    expect(slug.statusCode).toBe(400);
    const language = await translate(tokens.admin, plumbing, { fr: { name: 'Plomberie' } });
    expect(language.statusCode).toBe(400);
    const created = await api.send('POST', '/admin/catalogue/items', tokens.admin, {
      kind: 'faq',
      visible: true,
      body: { question: 'Do you work on Sundays?', answer: 'Yes, every day.' },
      translations: { hi: { question: 'क'.repeat(201) } },
    });
    expect(created.json()).toMatchObject({
      msg: 'Question (Hindi) must be at most 200 characters',
    });
    // The editor's checks and the catalogue's own answers come in the request's language.
    const price = { kind: 'fixed', amount: 299, upTo: 400, unit: '' };
    expect(await refusedInHindi(plumbing, { ...plumbing.body, name: '', price })).toBe(
      'नाम ज़रूरी है; अधिकतम दाम सिर्फ़ शुरुआती दाम के साथ दिया जा सकता है',
    );
    expect(await refusedInHindi(plumbing, plumbing.body, { hi: { name: 'क'.repeat(81) } })).toBe(
      'नाम (हिंदी) में ज़्यादा से ज़्यादा 80 अक्षर हो सकते हैं',
    );
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/catalogue/items/999999',
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'hi' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ msg: CATALOGUE_MESSAGES_HI.itemNotFound });
    // Nothing was saved by the refused calls.
    expect((await api.item(tokens.admin, 'service:plumbing')).revision).toBe(plumbing.revision);
  });

  it('lets only approved managers and admins write Hindi texts', async () => {
    const plumbing = await api.item(tokens.admin, 'service:plumbing');
    const hindi = { hi: { name: 'प्लंबर' } };
    expect((await translate(tokens.user, plumbing, hindi)).statusCode).toBe(403);
    expect((await translate(tokens.pending, plumbing, hindi)).statusCode).toBe(403);
    expect((await translate('', plumbing, hindi)).statusCode).toBe(401);
    expect((await translate(tokens.admin, plumbing, hindi)).statusCode).toBe(200);
  });

  it('shows a Hindi page the published Hindi texts, each empty one falling back to its English field', async () => {
    const plumbing = await api.item(tokens.admin, 'service:plumbing');
    const electrician = await api.item(tokens.admin, 'service:electrician');
    const housekeeping = await api.item(tokens.admin, 'maintenance:housekeeping-service');
    await translate(tokens.admin, plumbing, {
      hi: { name: 'प्लंबर', included: ['नल ठीक करना'], 'price.unit': 'प्रति विज़िट' },
    });
    await translate(tokens.admin, electrician, {});
    await translate(tokens.admin, housekeeping, {
      hi: { 'quote.text': 'साफ़ घर, शांत मन।', gallery: ['बैठक की सफ़ाई', ''] },
    });
    // Drafts: not shown before the publish.
    expect((await hindiPage<HomePageResponse>('home')).services[0]?.name).not.toBe('प्लंबर');
    expect((await api.publish(tokens.admin)).statusCode).toBe(201);

    const home = await hindiPage<HomePageResponse>('home');
    const [hindiPlumbing, hindiElectrician] = home.services;
    expect(hindiPlumbing).toMatchObject({
      key: 'service:plumbing',
      name: 'प्लंबर',
      summary: plumbing.body.summary,
      included: ['नल ठीक करना'],
      price: { kind: 'fixed', amount: 299, unit: 'प्रति विज़िट' },
    });
    expect(hindiElectrician).toMatchObject({ name: 'Electrician' });
    const maintenance = await hindiPage<MaintenancePageResponse>('maintenance');
    const hindiHousekeeping = maintenance.services[0];
    expect(hindiHousekeeping?.quote).toEqual({
      text: 'साफ़ घर, शांत मन।',
      author: (housekeeping.body.quote as { author: string }).author,
    });
    expect(hindiHousekeeping?.gallery.map((entry) => entry.label).slice(0, 2)).toEqual([
      'बैठक की सफ़ाई',
      'Kitchen cleaning',
    ]);

    // English is as it was, and each language has its own validator.
    const english = await api.send('GET', '/catalogue/home');
    expect(english.json<HomePageResponse>().services[0]).toMatchObject({
      name: 'Plumbing',
      included: plumbing.body.included,
      price: { unit: 'per visit' },
    });
    expect(english.json()).not.toHaveProperty('services.0.translations');
    const hindi = await api.send('GET', '/catalogue/home?lang=hi');
    expect(english.headers.etag).toBe('"catalogue-home-v2"');
    expect(hindi.headers.etag).toBe('"catalogue-home-v2-hi"');
    const revalidated = await app.inject({
      method: 'GET',
      url: '/api/v1/catalogue/home?lang=hi',
      headers: { 'if-none-match': '"catalogue-home-v2-hi"' },
    });
    expect(revalidated.statusCode).toBe(304);
    const wrongTag = await app.inject({
      method: 'GET',
      url: '/api/v1/catalogue/home?lang=hi',
      headers: { 'if-none-match': '"catalogue-home-v2"' },
    });
    expect(wrongTag.statusCode).toBe(200);
    expect((await api.send('GET', '/catalogue/home?lang=fr')).statusCode).toBe(400);
  });

  it('refuses in Hindi to restore a version whose item no longer fits, naming the item by its key', async () => {
    await api.publish(tokens.admin);
    const version = await app.db
      .selectFrom('catalogue_versions')
      .select(['id', 'content'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // As if published under older rules: an icon today's list no longer has.
    const items = JSON.parse(version.content) as { key: string; body: { icon?: string } }[];
    const plumbing = items.find((item) => item.key === 'service:plumbing');
    if (!plumbing) throw new Error('the version has no service:plumbing');
    plumbing.body.icon = 'withdrawn-icon';
    await app.db
      .updateTable('catalogue_versions')
      .set({ content: JSON.stringify(items) })
      .where('id', '=', version.id)
      .execute();
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/catalogue/versions/${version.id}/restore`,
      remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'hi' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ msg: string }>().msg).toBe(
      `service:plumbing: ${CATALOGUE_CHECKS_HI.icon}`,
    );
  });

  it('publishes and restores the Hindi texts with their version', async () => {
    const plumbing = await api.item(tokens.admin, 'service:plumbing');
    await translate(tokens.admin, plumbing, { hi: { name: 'प्लंबर' } });
    await api.publish(tokens.admin);
    const translated = await api.item(tokens.admin, 'service:plumbing');
    expect(translated.state).toBe('published');
    await translate(tokens.admin, translated, { hi: { name: 'नल का काम' } });
    expect((await api.item(tokens.admin, 'service:plumbing')).state).toBe('changed');
    await api.publish(tokens.admin);
    expect((await hindiPage<HomePageResponse>('home')).services[0]?.name).toBe('नल का काम');

    const restored = await api.send('POST', '/admin/catalogue/versions/2/restore', tokens.admin);
    expect(restored.statusCode).toBe(201);
    expect((await hindiPage<HomePageResponse>('home')).services[0]?.name).toBe('प्लंबर');
    expect((await api.item(tokens.admin, 'service:plumbing')).translations).toEqual({
      hi: { name: 'प्लंबर' },
    });
  });
});
