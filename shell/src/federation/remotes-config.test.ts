import { registerRemotes } from '@module-federation/enhanced/runtime';
import { inlineDataScript } from '@marketplace/shared/config';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const REMOTES = {
  catalogue: '/remotes/catalogue/mf-manifest.json',
  realestate: '/remotes/realestate/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

/** remotes-config keeps its answer for the page's lifetime: a fresh copy per test. */
function freshRemotesConfig(): typeof import('./remotes-config') {
  let loaded: typeof import('./remotes-config') | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./remotes-config')>('./remotes-config');
  });
  if (!loaded) throw new Error('remotes-config did not load');
  return loaded;
}

beforeEach(() => {
  jest.mocked(registerRemotes).mockReset();
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    json: async () => ({ ...REMOTES, admin: '/from-the-file/mf-manifest.json' }),
  }) as unknown as typeof fetch;
  document.head.innerHTML = '';
});

it('registers the remotes the server wrote into the page, without fetching /remotes.json', async () => {
  document.head.insertAdjacentHTML('beforeend', inlineDataScript({ remotes: REMOTES }));
  await expect(freshRemotesConfig().remotesReady()).resolves.toEqual(REMOTES);
  expect(global.fetch).not.toHaveBeenCalled();
  // By remoteEntry.js, beside the manifest: the runtime fetches no manifest first.
  expect(registerRemotes).toHaveBeenCalledWith(
    expect.arrayContaining([{ name: 'admin', entry: '/remotes/admin/remoteEntry.js' }]),
  );
});

it('fetches /remotes.json when the page has no inline map (nginx)', async () => {
  const config = await freshRemotesConfig().remotesReady();
  expect(global.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  expect(config.admin).toBe('/from-the-file/mf-manifest.json');
});

it('rejects an inline map that misses a remote', async () => {
  document.head.insertAdjacentHTML(
    'beforeend',
    inlineDataScript({ remotes: { ...REMOTES, admin: '' } }),
  );
  await expect(freshRemotesConfig().remotesReady()).rejects.toThrow(/admin/);
});
