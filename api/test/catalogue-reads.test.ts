import {
  type AdminCatalogueItem,
  type ConstructionsPageResponse,
  type HomePageResponse,
  type InteriorPageResponse,
  type MaintenancePageResponse,
} from '@marketplace/shared/contracts';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';
import { testEngines } from './support/accounts';
import { useCatalogueWorld, type CatalogueWorld } from './support/catalogue-world';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

describe.each(engines)('the published catalogue on $dialect', (engine) => {
  const world = useCatalogueWorld(engine, useMailbox());
  let app: App;
  let tokens: CatalogueWorld['tokens'];
  let api: CatalogueWorld['api'];
  beforeEach(() => ({ app, tokens, api } = world()));

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
