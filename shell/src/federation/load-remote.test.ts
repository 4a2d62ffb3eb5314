import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, RemoteLoadError, startLoadingRoutes } from './load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const REMOTES_JSON = {
  catalogue: '/remotes/catalogue/mf-manifest.json',
  realestate: '/remotes/realestate/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

beforeEach(() => {
  // jsdom has no Response: a minimal stand-in for what remotes-config reads.
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => REMOTES_JSON,
  }) as unknown as typeof fetch;
});

const Routes = () => null;

it('registers every remote from remotes.json, then loads <name>/Routes', async () => {
  jest.mocked(loadRemote).mockResolvedValueOnce({ default: Routes });
  await expect(loadRemoteRoutes('realestate', [])).resolves.toEqual({ default: Routes });
  // Each by the remoteEntry.js beside its manifest.
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'catalogue', entry: '/remotes/catalogue/remoteEntry.js' },
    { name: 'realestate', entry: '/remotes/realestate/remoteEntry.js' },
    { name: 'account', entry: '/remotes/account/remoteEntry.js' },
    { name: 'admin', entry: '/remotes/admin/remoteEntry.js' },
  ]);
  expect(loadRemote).toHaveBeenCalledWith('realestate/Routes');
});

it('retries after a failure, registering the remote again to drop its cached failure', async () => {
  jest
    .mocked(loadRemote)
    .mockRejectedValueOnce(new Error('script error'))
    .mockResolvedValueOnce({ default: Routes });
  await expect(loadRemoteRoutes('admin', [0])).resolves.toEqual({ default: Routes });
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'admin', entry: '/remotes/admin/remoteEntry.js' }],
    { force: true },
  );
});

it('gives up after the last retry with an error naming the remote', async () => {
  jest.mocked(loadRemote).mockRejectedValue(new Error('server down'));
  const failure = loadRemoteRoutes('account', [0, 0]);
  await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
  await expect(failure).rejects.toThrow('The account remote could not be loaded');
  expect(loadRemote).toHaveBeenCalledTimes(3);
});

it('rejects a remote whose Routes module has no component', async () => {
  jest.mocked(loadRemote).mockResolvedValue({});
  await expect(loadRemoteRoutes('catalogue', [])).rejects.toThrow(
    'catalogue/Routes has no default component',
  );
});

it("hands a load started before React asked to the area's first load, and only to it", async () => {
  jest.mocked(loadRemote).mockReset().mockResolvedValue({ default: Routes });
  startLoadingRoutes('account');
  startLoadingRoutes('account');
  await expect(loadRemoteRoutes('account', [])).resolves.toEqual({ default: Routes });
  expect(loadRemote).toHaveBeenCalledTimes(1);
  // A later load (a Retry) goes to the runtime again.
  await loadRemoteRoutes('account', []);
  expect(loadRemote).toHaveBeenCalledTimes(2);
});
