import type { App } from '../../src/app';
import { buildAccountsApp, login, newAccount, registerVerified, type Engine } from './accounts';
import { ADMIN_ENV, adminManagerUser, type Tokens } from './admin';
import { catalogueApi } from './catalogue-admin';
import type { Mailbox } from './mailbox';

export interface CatalogueWorld {
  app: App;
  /** The configured admin, an approved manager, a customer and a manager not yet approved. */
  tokens: Tokens & { pending: string };
  api: ReturnType<typeof catalogueApi>;
}

/** For a describe: a fresh app with its accounts before each test, closed after it. */
export function useCatalogueWorld(engine: Engine, mailbox: Mailbox): () => CatalogueWorld {
  let world: CatalogueWorld | undefined;
  beforeEach(async () => {
    const app = await buildAccountsApp(engine, mailbox, ADMIN_ENV);
    const pending = newAccount('meera');
    // A manager request not yet approved: the account is still a plain user.
    await registerVerified(app, mailbox, pending, 'manager');
    const tokens = {
      ...(await adminManagerUser(app, mailbox)),
      pending: await login(app, pending),
    };
    world = { app, tokens, api: catalogueApi(app) };
    // A migrated database, the seeded catalogue and four accounts: seconds on a loaded machine.
  }, 20_000);
  afterEach(async () => {
    await world?.app.close();
    world = undefined;
  });
  return () => {
    if (!world) throw new Error('built in beforeEach');
    return world;
  };
}

/** A construction package as an editor fills it in. */
export const NEW_PACKAGE = (picture: string) => ({
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
