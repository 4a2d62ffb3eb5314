import { preloadRemote } from '@module-federation/enhanced/runtime';
import { startLoadingRoutes } from './load-remote';
import { preloadRemoteOf, startRemotePreloading } from './preload-remote';
import { remotesReady } from './remotes-config';
import { storeSession } from '@marketplace/test-support';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));
jest.mock('./remotes-config', () => ({ remotesReady: jest.fn() }));
jest.mock('./load-remote', () => ({ startLoadingRoutes: jest.fn() }));

const preload = jest.mocked(preloadRemote);
const ready = jest.mocked(remotesReady);
const startLoading = jest.mocked(startLoadingRoutes);

beforeEach(() => {
  startLoading.mockReset();
  preload.mockReset().mockResolvedValue(undefined);
  ready.mockReset().mockResolvedValue({
    catalogue: '/c',
    realestate: '/r',
    account: '/a',
    admin: '/d',
  });
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it("preloads a route's remote once, and nothing for a path no remote owns", async () => {
  preloadRemoteOf('/cart');
  preloadRemoteOf('/login');
  preloadRemoteOf('/no-such-page');
  await flush();
  expect(preload).toHaveBeenCalledTimes(1);
  expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'account', exposes: ['./Routes'] }]);
});

it("loads the page's remote at start and downloads a link's remote when it is pointed at", async () => {
  storeSession();
  window.location.hash = '#/admin/users';
  startRemotePreloading();
  await flush();
  localStorage.clear();
  expect(startLoading).toHaveBeenCalledWith('admin');
  expect(preload).not.toHaveBeenCalled();
  document.body.innerHTML = '<a href="#/real-estate"><span>Real estate</span></a>';
  document.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await flush();
  expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'realestate', exposes: ['./Routes'] }]);
});

it('tries again after a failed preload', async () => {
  preload.mockRejectedValueOnce(new Error('offline'));
  preloadRemoteOf('/homecare');
  await flush();
  preloadRemoteOf('/homecare');
  await flush();
  expect(preload).toHaveBeenCalledTimes(2);
});
