import {
  AUTH_MESSAGES,
  CATALOGUE_MESSAGES,
  type AdminCatalogueItem,
  type CatalogueVersion,
  type ConstructionsPageResponse,
  type HomePageResponse,
  type InteriorPageResponse,
  type MaintenancePageResponse,
} from '@marketplace/shared/contracts';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import {
  buildAccountsApp,
  newAccount,
  login,
  registerVerified,
  testEngines,
} from './support/accounts';
import { ADMIN_ENV, adminManagerUser, type Tokens } from './support/admin';
import { catalogueApi } from './support/catalogue-admin';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

/** A construction package as an editor fills it in. */
const NEW_PACKAGE = (picture: string) => ({
  kind: 'package',
  visible: true,
  body: {
    name: 'Diamond Package',
    picture,
    icon: 'gem',
    description: 'Everything in Platinum, with a landscaped terrace and solar power.',
    detailedDescription: 'Our most complete package, for clients who want it all.',
    features: ['Solar rooftop', 'Terrace garden'],
    price: { kind: 'from', amount: 3200, upTo: 3800, unit: 'per sq ft' },
    timeline: '14-20 months',
    badge: 'NEW',
    color: '#3d4f73',
    borderColor: '#c9d1e0',
    savings: 'Complete Value',
  },
});

describe.each(engines)('catalogue on $dialect', (engine) => {
  const mailbox = useMailbox();
  let app: App;
  let tokens: Tokens & { pending: string };
  let api: ReturnType<typeof catalogueApi>;

  beforeEach(async () => {
    app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
    const pending = newAccount('meera');
    // A manager request not yet approved: the account is still a plain user.
    await registerVerified(app, mailbox, pending, 'manager');
    tokens = { ...(await adminManagerUser(app, mailbox)), pending: await login(app, pending) };
    api = catalogueApi(app);
  });
  afterEach(async () => {
    await app.close();
  });

  it("serves each page today's content, published and visible, in display order", async () => {
    const home = await api.page<HomePageResponse>('home');
    expect(home.version).toBe(1);
    expect(home.slides.map((slide) => slide.title)).toEqual([
      'Build your dream home',
      'Quality Construction',
      'Innovative Designs',
    ]);
    expect(home.services.map((service) => service.name)).toEqual([
      'Plumbing',
      'Electrician',
      'House cleaning',
      'Water proofing',
    ]);
    expect(home.faqs).toHaveLength(5);
    expect(home.figures.map((figure) => `${figure.set} ${figure.number}`)).toEqual([
      'home 50K+',
      'home 99.9%',
      'home 24/7',
      'home 500+',
      'home-services 10K+',
      'home-services 15K+',
      'home-services 500+',
      'home-services 4.8/5',
    ]);
    expect(home.testimonials).toEqual([]);

    const maintenance = await api.page<MaintenancePageResponse>('maintenance');
    expect(maintenance.services.map((s) => [s.name, s.price.kind, s.price.amount])).toEqual([
      ['Housekeeping Service', 'fixed', 500],
      ['Security Service', 'monthly', 15000],
      ['Patient Care Services', 'from', 1200],
    ]);
    const constructions = await api.page<ConstructionsPageResponse>('constructions');
    expect(constructions.packages.map((p) => [p.name, p.price])).toEqual([
      ['Platinum Package', { kind: 'from', amount: 2500, upTo: 3000, unit: 'per sq ft' }],
      ['Gold Package', { kind: 'from', amount: 1800, upTo: 2200, unit: 'per sq ft' }],
      ['Silver Package', { kind: 'from', amount: 1200, upTo: 1500, unit: 'per sq ft' }],
    ]);
    const interior = await api.page<InteriorPageResponse>('interior');
    expect(interior.designs).toHaveLength(12);
    expect(interior.furniture).toHaveLength(22);
    expect(interior.furniture.every((item) => item.price.kind === 'from')).toBe(true);
  });

  it('answers with an ETag: 304 while nothing is published, a new one after a publish', async () => {
    const first = await api.send('GET', '/catalogue/home');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBe('"catalogue-home-v1"');

    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/catalogue/home',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect((await api.publish(tokens.admin)).statusCode).toBe(201);
    const after = await app.inject({
      method: 'GET',
      url: '/api/v1/catalogue/home',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe('"catalogue-home-v2"');
    expect(after.json<HomePageResponse>().version).toBe(2);
  });

  it('refuses every catalogue call to a customer and an unapproved manager (403), and to nobody (401)', async () => {
    const plumbing = await api.item(tokens.manager, 'service:plumbing');
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/admin/catalogue/items'],
      ['GET', `/admin/catalogue/items/${plumbing.id}`],
      ['POST', '/admin/catalogue/items', NEW_PACKAGE('/uploads/catalogue/seed-home-villa.svg')],
      [
        'PUT',
        `/admin/catalogue/items/${plumbing.id}`,
        { revision: 1, visible: false, body: plumbing.body },
      ],
      ['POST', `/admin/catalogue/items/${plumbing.id}/move`, { revision: 1, direction: 'down' }],
      ['POST', '/admin/catalogue/pictures'],
      ['GET', '/admin/catalogue/versions'],
      ['POST', '/admin/catalogue/publish'],
      ['POST', '/admin/catalogue/versions/1/restore'],
    ];
    for (const [method, url, body] of calls) {
      for (const token of [tokens.user, tokens.pending]) {
        expectFailure(
          await api.send(method, url, token, body),
          403,
          AUTH_MESSAGES.forbidden,
          'FORBIDDEN',
        );
      }
      expect((await api.send(method, url, undefined, body)).statusCode).toBe(401);
    }
    // A manager may edit but not publish or restore.
    for (const url of ['/admin/catalogue/publish', '/admin/catalogue/versions/1/restore']) {
      expectFailure(
        await api.send('POST', url, tokens.manager),
        403,
        AUTH_MESSAGES.forbidden,
        'FORBIDDEN',
      );
    }
    const versions = await app.db.selectFrom('catalogue_versions').select('id').execute();
    expect(versions).toHaveLength(1);
    expect(await api.item(tokens.admin, 'service:plumbing')).toMatchObject({
      revision: 1,
      visible: true,
    });
  });

  it("keeps a manager's edits as drafts until an admin publishes them", async () => {
    const plumbing = await api.item(tokens.manager, 'service:plumbing');
    const electrician = await api.item(tokens.manager, 'service:electrician');
    const priced = await api.save(tokens.manager, plumbing, (body) => ({
      ...body,
      price: { ...(body.price as object), amount: 349 },
    }));
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({
      msg: CATALOGUE_MESSAGES.saved,
      item: { revision: 2, state: 'changed', updated_by: 'kabir' },
    });
    expect((await api.save(tokens.manager, electrician, undefined, false)).statusCode).toBe(200);
    const picture = await api.upload(tokens.manager);
    expect(picture).toMatch(/^\/uploads\/catalogue\/[a-f0-9]{32}-1280\.webp$/);
    const created = await api.send(
      'POST',
      '/admin/catalogue/items',
      tokens.manager,
      NEW_PACKAGE(picture),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      item: { key: 'package:diamond-package', state: 'new', position: 3, revision: 1 },
    });

    // Nothing shows on the site yet.
    const before = await api.page<HomePageResponse>('home');
    expect(before.services.map((s) => [s.name, s.price.amount])).toContainEqual(['Plumbing', 299]);
    expect(before.services.map((s) => s.name)).toContain('Electrician');
    const list = await api.send('GET', '/admin/catalogue/items', tokens.manager);
    expect(list.json()).toMatchObject({ unpublished: 3, published: { id: 1, published_by: null } });

    const published = await api.publish(tokens.admin);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({
      msg: CATALOGUE_MESSAGES.published,
      version: { id: 2, published_by: 'owner', restored_from: null },
    });
    const home = await api.page<HomePageResponse>('home');
    expect(home.services.map((s) => [s.name, s.price.amount])).toEqual([
      ['Plumbing', 349],
      ['House cleaning', 1499],
      ['Water proofing', 2999],
    ]);
    const packages = (await api.page<ConstructionsPageResponse>('constructions')).packages;
    expect(packages.map((p) => p.name)).toEqual([
      'Platinum Package',
      'Gold Package',
      'Silver Package',
      'Diamond Package',
    ]);
    expect(packages[3]?.picture).toBe(picture);
    expect(
      (await app.inject({ method: 'GET', url: picture.replace('-1280', '-480') })).statusCode,
    ).toBe(200);
    const after = await api.send('GET', '/admin/catalogue/items', tokens.manager);
    expect(after.json()).toMatchObject({
      unpublished: 0,
      published: { id: 2, published_by: 'owner' },
    });
  });

  it('refuses a save on a stale revision with a clear 409 and keeps the first save', async () => {
    const plumbing = await api.item(tokens.admin, 'service:plumbing');
    const first = await api.save(tokens.admin, plumbing, (body) => ({
      ...body,
      name: 'Plumbing Pro',
    }));
    expect(first.statusCode).toBe(200);
    const second = await api.save(tokens.manager, plumbing, (body) => ({ ...body, name: 'Pipes' }));
    expectFailure(second, 409, CATALOGUE_MESSAGES.stale, 'CATALOGUE_STALE');
    const move = await api.send(
      'POST',
      `/admin/catalogue/items/${plumbing.id}/move`,
      tokens.manager,
      {
        revision: plumbing.revision,
        direction: 'down',
      },
    );
    expectFailure(move, 409, CATALOGUE_MESSAGES.stale, 'CATALOGUE_STALE');
    expect((await api.item(tokens.admin, 'service:plumbing')).body.name).toBe('Plumbing Pro');
  });

  it('stores markup as the text typed and serves it as text', async () => {
    const faq = (await api.items(tokens.admin, '?kind=faq'))[0] as AdminCatalogueItem;
    const markup = '<img src=x onerror="alert(1)"> & <script>alert("hi")</script>';
    expect(
      (await api.save(tokens.admin, faq, (body) => ({ ...body, question: markup }))).statusCode,
    ).toBe(200);
    const stored = await app.db
      .selectFrom('catalogue_items')
      .select('body')
      .where('id', '=', faq.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.body).question).toBe(markup);
    await api.publish(tokens.admin);
    expect((await api.page<HomePageResponse>('home')).faqs[0]?.question).toBe(markup);
  });

  it('finds drafts by kind and by any text, and reorders within a kind', async () => {
    const found = await api.items(tokens.manager, '?kind=homecare&q=TERMITE');
    expect(found.map((item) => item.key)).toEqual([
      'homecare:termite-control',
      'homecare:wood-borer-treatment',
    ]);
    const everywhere = await api.items(tokens.manager, '?q=termite-proof');
    expect(everywhere.map((item) => item.key)).toEqual([
      'furniture:doors-02',
      'furniture:doors-03',
    ]);
    // Field names are not text of the item.
    expect(await api.items(tokens.manager, '?q=body')).toEqual([]);
    const silver = await api.item(tokens.manager, 'package:silver');
    const moved = await api.send(
      'POST',
      `/admin/catalogue/items/${silver.id}/move`,
      tokens.manager,
      {
        revision: silver.revision,
        direction: 'up',
      },
    );
    expect(moved.json()).toMatchObject({ msg: CATALOGUE_MESSAGES.moved, item: { position: 1 } });
    await api.publish(tokens.admin);
    const names = (await api.page<ConstructionsPageResponse>('constructions')).packages.map(
      (p) => p.name,
    );
    expect(names).toEqual(['Platinum Package', 'Silver Package', 'Gold Package']);
  });

  it('refuses a body that does not fit its kind, a picture from elsewhere and a taken web address', async () => {
    const plumbing = await api.item(tokens.manager, 'service:plumbing');
    const cases: [
      change: (body: Record<string, unknown>) => object,
      status: number,
      msg: string,
    ][] = [
      [(body) => ({ ...body, name: '' }), 400, 'Name is required'],
      [
        (body) => ({ ...body, picture: 'https://evil.example/x.png' }),
        400,
        'Pictures must be uploaded in the admin',
      ],
      [
        (body) => ({ ...body, picture: 'javascript:alert(1)' }),
        400,
        'Pictures must be uploaded in the admin',
      ],
      [
        (body) => ({ ...body, picture: `/uploads/catalogue/${'a'.repeat(32)}-1280.webp` }),
        400,
        CATALOGUE_MESSAGES.pictureMissing,
      ],
      [
        (body) => ({ ...body, price: { kind: 'fixed', amount: 299, upTo: 400, unit: '' } }),
        400,
        'Only a "from" price can have a highest price',
      ],
      [(body) => ({ ...body, extra: 'field' }), 400, 'Unrecognized key: "extra"'],
      [(body) => ({ ...body, slug: 'electrician' }), 409, CATALOGUE_MESSAGES.slugTaken],
    ];
    for (const [change, status, msg] of cases) {
      const response = await api.save(tokens.manager, plumbing, change as never);
      expect(response.statusCode).toBe(status);
      expect(response.json<{ msg: string }>().msg).toContain(msg);
    }
    expect(await api.item(tokens.manager, 'service:plumbing')).toMatchObject({ revision: 1 });
  });

  it('keeps every publish and restores a version exactly, pictures included', async () => {
    const first = await api.upload(tokens.admin);
    const created = await api.send(
      'POST',
      '/admin/catalogue/items',
      tokens.admin,
      NEW_PACKAGE(first),
    );
    const item = created.json<{ item: AdminCatalogueItem }>().item;
    await api.publish(tokens.admin); // version 2: the package with its first picture
    const second = await api.upload(tokens.admin);
    await api.save(tokens.admin, item, (body) => ({
      ...body,
      picture: second,
      name: 'Diamond Plus',
    }));
    const plumbing = await api.item(tokens.admin, 'service:plumbing');
    await api.save(tokens.admin, plumbing, undefined, false);
    await api.publish(tokens.admin); // version 3

    const versions = await api.send('GET', '/admin/catalogue/versions', tokens.manager);
    expect(
      versions.json<{ versions: CatalogueVersion[] }>().versions.map((v) => [v.id, v.published_by]),
    ).toEqual([
      [3, 'owner'],
      [2, 'owner'],
      [1, null],
    ]);
    const snapshot = async (id: number) =>
      JSON.parse(
        (
          await app.db
            .selectFrom('catalogue_versions')
            .select('content')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).content,
      );

    const restored = await api.send('POST', '/admin/catalogue/versions/2/restore', tokens.admin);
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({
      version: { id: 4, restored_from: 2, published_by: 'owner' },
    });
    expect(await snapshot(4)).toEqual(await snapshot(2));
    const packages = (await api.page<ConstructionsPageResponse>('constructions')).packages;
    expect(packages[3]).toMatchObject({ name: 'Diamond Package', picture: first });
    for (const url of [first, second]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    expect((await api.page<HomePageResponse>('home')).services.map((s) => s.name)).toContain(
      'Plumbing',
    );
    // The drafts are that version again, each with a new revision (an open editor is told).
    const drafts = await api.send('GET', '/admin/catalogue/items', tokens.admin);
    expect(drafts.json()).toMatchObject({ unpublished: 0 });
    expect(await api.item(tokens.admin, 'service:plumbing')).toMatchObject({
      visible: true,
      revision: 3,
    });

    // Restoring the very first version removes the package from the drafts and the site.
    await api.send('POST', '/admin/catalogue/versions/1/restore', tokens.admin);
    expect(await snapshot(5)).toEqual(await snapshot(1));
    expect((await api.items(tokens.admin, '?kind=package')).map((p) => p.key)).toEqual([
      'package:platinum',
      'package:gold',
      'package:silver',
    ]);
    expectFailure(
      await api.send('POST', '/admin/catalogue/versions/99/restore', tokens.admin),
      404,
      CATALOGUE_MESSAGES.versionNotFound,
      'NOT_FOUND',
    );
  });

  it('shows a publish through a second api instance on the same database at its next request', async () => {
    const database = app.config.database;
    const second = await buildTestApp({
      env: {
        DATABASE_URL: database.dialect === 'sqlite' ? database.filename : database.connectionString,
        UPLOAD_DIR: app.config.uploadDir,
      },
    });
    try {
      const read = async () =>
        (
          await second.inject({ method: 'GET', url: '/api/v1/catalogue/services' })
        ).json<HomePageResponse>();
      expect((await read()).services[0]?.price.amount).toBe(299);
      const plumbing = await api.item(tokens.admin, 'service:plumbing');
      await api.save(tokens.admin, plumbing, (body) => ({
        ...body,
        price: { ...(body.price as object), amount: 399 },
      }));
      await api.publish(tokens.admin);
      const after = await read();
      expect(after.version).toBe(2);
      expect(after.services[0]?.price.amount).toBe(399);
    } finally {
      await second.close();
    }
  });
});
