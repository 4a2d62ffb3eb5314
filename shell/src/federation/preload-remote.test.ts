import { inlineDataScript } from '@marketplace/shared/config';
import { storeSession } from '@marketplace/test-support';
import { startLoadingRoutes } from './load-remote';
import { preloadRemoteOf, startRemotePreloading } from './preload-remote';
import { remotesReady } from './remotes-config';

jest.mock('./remotes-config', () => ({ remotesReady: jest.fn() }));
jest.mock('./load-remote', () => ({ startLoadingRoutes: jest.fn() }));

const ready = jest.mocked(remotesReady);
const startLoading = jest.mocked(startLoadingRoutes);

const REMOTES = {
  catalogue: '/remotes/catalogue/mf-manifest.json',
  realestate: '/remotes/realestate/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

beforeEach(() => {
  startLoading.mockReset();
  ready.mockReset().mockResolvedValue(REMOTES);
  document.head.innerHTML = '';
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the page asked the browser to download, and as what. */
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
  );

it("downloads a route's remote once, and nothing for a path no remote owns", async () => {
  preloadRemoteOf('/cart');
  preloadRemoteOf('/login');
  preloadRemoteOf('/no-such-page');
  await flush();
  // Without inline data (a page served as built): the remoteEntry.js beside its manifest.
  expect(preloads()).toEqual(['script /remotes/account/remoteEntry.js']);
});

it("loads the page's remote at start and downloads a link's remote when it is pointed at", async () => {
  const realestate = ['/remotes/realestate/remoteEntry.js', '/remotes/realestate/562.f51c691d.js'];
  document.head.insertAdjacentHTML(
    'beforeend',
    inlineDataScript({ remotes: REMOTES, remoteFiles: { realestate } }),
  );
  storeSession();
  window.location.hash = '#/admin/users';
  startRemotePreloading();
  await flush();
  localStorage.clear();
  expect(startLoading).toHaveBeenCalledWith('admin');
  expect(preloads()).toEqual([]);
  document.body.innerHTML = '<a href="#/real-estate"><span>Real estate</span></a>';
  document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await flush();
  // Its start files as the page's inline data lists them, downloaded, not run.
  expect(preloads()).toEqual(realestate.map((file) => `script ${file}`));
  expect(document.scripts).toHaveLength(1);
});

it('tries again when the remotes were not known yet', async () => {
  ready.mockRejectedValueOnce(new Error('offline'));
  preloadRemoteOf('/homecare');
  await flush();
  expect(preloads()).toEqual([]);
  preloadRemoteOf('/homecare');
  await flush();
  expect(preloads()).toEqual(['script /remotes/catalogue/remoteEntry.js']);
});
