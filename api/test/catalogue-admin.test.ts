import {
  AUTH_MESSAGES,
  CATALOGUE_MESSAGES,
  type AdminCatalogueItem,
  type CatalogueVersion,
  type ConstructionsPageResponse,
  type HomePageResponse,
} from '@marketplace/shared/contracts';
import type { App } from '../src/app';
import { testEngines } from './support/accounts';
import { NEW_PACKAGE, useCatalogueWorld, type CatalogueWorld } from './support/catalogue-world';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

describe.each(engines)('the catalogue administration on $dialect', (engine) => {
  const world = useCatalogueWorld(engine, useMailbox());
  let app: App;
  let tokens: CatalogueWorld['tokens'];
  let api: CatalogueWorld['api'];
  beforeEach(() => ({ app, tokens, api } = world()));

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
});
