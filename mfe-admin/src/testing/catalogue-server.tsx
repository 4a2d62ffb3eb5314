// A small stand-in for the api's catalogue administration, for the Catalogue tab's tests.
import { screen } from '@testing-library/react';
import {
  CATALOGUE_MESSAGES,
  type AdminCatalogueItem,
  type CatalogueKind,
  type CatalogueVersion,
  type ItemTranslation,
} from '@marketplace/shared/contracts';
import {
  SEEDED_CATALOGUE,
  mockApi,
  renderWithProviders,
  type RenderOptions,
  storeSession,
  testUser,
} from '@marketplace/test-support';
import AdminRoutes from '../app/routes';
import { mockReviewQueue } from './fixtures';

/** The drafts of the seeded catalogue (services and packages), all published as version 1. */
export function seededDrafts(hindi: Record<string, ItemTranslation> = {}): AdminCatalogueItem[] {
  const lists: [CatalogueKind, { key: string }[]][] = [
    ['service', SEEDED_CATALOGUE.home.services],
    ['package', SEEDED_CATALOGUE.constructions.packages],
  ];
  let id = 0;
  return lists.flatMap(([kind, items]) =>
    items.map(({ key, ...body }, position) => {
      id += 1;
      return {
        id,
        key,
        kind,
        visible: true,
        position,
        revision: 1,
        body,
        translations: hindi[key] ? { hi: hindi[key] } : {},
        state: 'published' as const,
        updated_at: '2026-11-28T08:00:00.000Z',
        updated_by: null,
      };
    }),
  );
}

/** A small stand-in for the api's catalogue: drafts, revisions, publish and versions. */
export function catalogueServer(
  role: 'admin' | 'manager',
  hindi: Record<string, ItemTranslation> = {},
) {
  const user = testUser({ role });
  storeSession(user);
  mockApi('GET', '/profile', { body: { success: true, user } });
  mockApi('GET', '/enquiries', {
    body: { success: true, data: [], total: 0, unhandled: 0, page: 1, limit: 1 },
  });
  mockReviewQueue([]);
  let drafts = seededDrafts(hindi);
  const versions: CatalogueVersion[] = [
    {
      id: 1,
      published_at: '2026-11-28T08:00:00.000Z',
      published_by: null,
      restored_from: null,
      items: 7,
    },
  ];
  const unpublished = () => drafts.filter((item) => item.state !== 'published').length;
  mockApi('GET', '/admin/catalogue/items', (call) => {
    const kind = call.query.get('kind');
    const q = (call.query.get('q') ?? '').toLowerCase();
    return {
      body: {
        success: true,
        items: drafts.filter(
          (item) =>
            (!kind || item.kind === kind) &&
            (!q || JSON.stringify(item.body).toLowerCase().includes(q)),
        ),
        published: versions[0],
        unpublished: unpublished(),
      },
    };
  });
  mockApi('PUT', '/admin/catalogue/items/1', (call) => {
    const body = call.body as { revision: number; visible: boolean; body: Record<string, unknown> };
    const item = drafts[0] as AdminCatalogueItem;
    if (body.revision !== item.revision) {
      return {
        status: 409,
        body: { success: false, msg: CATALOGUE_MESSAGES.stale, code: 'CATALOGUE_STALE' },
      };
    }
    const saved = { ...item, ...body, revision: item.revision + 1, state: 'changed' as const };
    drafts = [saved, ...drafts.slice(1)];
    return { body: { success: true, msg: CATALOGUE_MESSAGES.saved, item: saved } };
  });
  mockApi('POST', '/admin/catalogue/publish', () => {
    versions.unshift({
      id: versions.length + 1,
      published_at: '2026-11-28T09:30:00.000Z',
      published_by: 'owner',
      restored_from: null,
      items: drafts.length,
    });
    drafts = drafts.map((item) => ({ ...item, state: 'published' }));
    return {
      status: 201,
      body: { success: true, msg: CATALOGUE_MESSAGES.published, version: versions[0] },
    };
  });
  mockApi('GET', '/admin/catalogue/versions', () => ({ body: { success: true, versions } }));
  return {
    /** Someone else saves the first draft (a new revision). */
    savedElsewhere: (name: string) => {
      const item = drafts[0] as AdminCatalogueItem;
      drafts = [
        { ...item, body: { ...item.body, name }, revision: item.revision + 1 },
        ...drafts.slice(1),
      ];
    },
    first: () => drafts[0] as AdminCatalogueItem,
  };
}

/** The admin on its Catalogue tab; `store` sets its language (in-hindi.ts). */
export const renderTab = (store?: RenderOptions['store']) =>
  renderWithProviders(<AdminRoutes />, { route: '/admin/catalogue', path: null, store });
/** A draft's row, once the list has come (a loaded machine takes seconds). */
export const row = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5_000 });
