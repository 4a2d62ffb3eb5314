import type { App } from '../../src/app';
import { buildAccountsApp, login, newAccount, registerVerified, type Engine } from './accounts';
import { ADMIN_ENV, adminManagerUser, type Tokens } from './admin';
import { catalogueApi } from './catalogue-admin';
import type { Mailbox } from './mailbox';

export { NEW_PACKAGE } from './new-package';

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
