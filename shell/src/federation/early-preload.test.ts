import { INLINE_DATA_ELEMENT_ID, inlineDataScript } from '@marketplace/shared/config';
import { storeSession } from '@marketplace/test-support';
import { pathOfHash, preloadCurrentRemote } from './early-preload';

// The page's language, as index.html and its inline script always set it.
beforeEach(() => {
  document.documentElement.lang = 'en';
});

afterEach(() => {
  document.head.innerHTML = '';
});

function pageWith(data: Parameters<typeof inlineDataScript>[0]) {
  document.head.insertAdjacentHTML('beforeend', inlineDataScript(data));
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

const remotes = {
  catalogue: '/remotes/catalogue/mf-manifest.json',
  realestate: '/remotes/realestate/mf-manifest.json',
};

it.each([
  ['#/real-estate?bhk=3', '/real-estate'],
  ['#/property-details/7', '/property-details/7'],
  ['', '/'],
  ['#', '/'],
])('reads the in-app path of %p', (hash, path) => {
  expect(pathOfHash(hash)).toBe(path);
});

it("asks for the current page's remote start files, page files and data, nothing else", () => {
  pageWith({
    remotes,
    remoteFiles: {
      realestate: ['/remotes/realestate/remoteEntry.js', '/remotes/realestate/562.f51c691d.js'],
      catalogue: ['/remotes/catalogue/remoteEntry.js'],
    },
    pageFiles: {
      '/property-details/:id': ['/remotes/realestate/page-property-details-id.0c1d2e3f.js'],
      '/wishlist': ['/remotes/realestate/page-wishlist.4a5b6c7d.js'],
    },
  });
  preloadCurrentRemote('#/property-details/12');
  expect(preloads()).toEqual([
    { href: '/remotes/realestate/remoteEntry.js', as: 'script', crossOrigin: null },
    { href: '/remotes/realestate/562.f51c691d.js', as: 'script', crossOrigin: null },
    {
      href: '/remotes/realestate/page-property-details-id.0c1d2e3f.js',
      as: 'script',
      crossOrigin: null,
    },
    { href: '/api/v1/getPropertyById/12', as: 'fetch', crossOrigin: 'anonymous' },
  ]);
});

it("finds the page's files by the route the path matches, as the router does", () => {
  const home = '/remotes/catalogue/page.9f8e7d6c.js';
  const service = '/remotes/catalogue/page-services-serviceName.1a2b3c4d.js';
  pageWith({ pageFiles: { '/': [home], '/services/:serviceName': [service] } });
  preloadCurrentRemote('#/');
  preloadCurrentRemote('#/Services/plumbing/?from=home');
  preloadCurrentRemote('#/services');
  // `/` also asks for its catalogue content; the service page's URL has a query, so it does not.
  expect(preloads().map((p) => p.href)).toEqual([home, '/api/v1/catalogue/home', service]);
});

it("asks for a page's texts and a catalogue page's content in the page's language", () => {
  const home = '/remotes/catalogue/page.9f8e7d6c.js';
  const hindi = '/remotes/catalogue/hi-home.1a2b3c4d.js';
  pageWith({ pageFiles: { '/': [home] }, pageLanguageFiles: { '/': { hi: [hindi] } } });
  preloadCurrentRemote('#/');
  expect(preloads().map((p) => p.href)).toEqual([home, '/api/v1/catalogue/home']);
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  document.documentElement.lang = 'hi';
  try {
    preloadCurrentRemote('#/');
  } finally {
    document.documentElement.lang = 'en';
  }
  expect(preloads().map((p) => p.href)).toEqual([home, hindi, '/api/v1/catalogue/home?lang=hi']);
});

it('preloads nothing on a page no remote owns, or without inline data (the page as built)', () => {
  pageWith({ remotes, remoteFiles: { realestate: ['/remotes/realestate/remoteEntry.js'] } });
  preloadCurrentRemote('#/no-such-page');
  expect(preloads()).toEqual([]);
  document.getElementById(INLINE_DATA_ELEMENT_ID)?.remove();
  preloadCurrentRemote('#/wishlist');
  expect(preloads()).toEqual([]);
});

it('asks for the remoteEntry.js beside the manifest of a remote whose start files are not listed', () => {
  pageWith({ remotes, remoteFiles: {} });
  preloadCurrentRemote('#/wishlist');
  expect(preloads()).toEqual([
    { href: '/remotes/realestate/remoteEntry.js', as: 'script', crossOrigin: null },
  ]);
});

describe("the page's first api request (apps.json firstRequests)", () => {
  const firstCards = {
    href: '/api/v1/getAllProperties?page=1&limit=24',
    as: 'fetch',
    crossOrigin: 'anonymous',
  };

  it('is preloaded after the remote, with inline data or without (nginx)', () => {
    pageWith({ remotes, remoteFiles: { realestate: ['/remotes/realestate/remoteEntry.js'] } });
    preloadCurrentRemote('#/Real-Estate/');
    expect(preloads()).toEqual([
      { href: '/remotes/realestate/remoteEntry.js', as: 'script', crossOrigin: null },
      firstCards,
    ]);
    document.head.innerHTML = '';
    preloadCurrentRemote('#/real-estate');
    expect(preloads()).toEqual([firstCards]);
  });

  it('is left to the page when the URL has a query (the page asks for that list)', () => {
    preloadCurrentRemote('#/real-estate?bedrooms=3');
    expect(preloads()).toEqual([]);
    preloadCurrentRemote('#/real-estate?');
    expect(preloads()).toEqual([firstCards]);
  });

  it("fills in the path's parameters, as the page encodes them", () => {
    preloadCurrentRemote('#/property-details/12');
    preloadCurrentRemote('#/property-details/a%20b');
    expect(preloads()).toEqual([
      { href: '/api/v1/getPropertyById/12', as: 'fetch', crossOrigin: 'anonymous' },
      { href: '/api/v1/getPropertyById/a%20b', as: 'fetch', crossOrigin: 'anonymous' },
    ]);
  });

  it('is nothing for a parameter that is not valid percent-encoding', () => {
    preloadCurrentRemote('#/property-details/%E0%A4');
    expect(preloads()).toEqual([]);
  });

  it('is nothing for a page that declares none', () => {
    preloadCurrentRemote('#/wishlist');
    preloadCurrentRemote('#/about');
    expect(preloads()).toEqual([]);
  });
});

describe('a route for logged-in visitors only (apps.json loginFirst)', () => {
  const files = {
    admin: ['/remotes/admin/remoteEntry.js'],
    account: ['/remotes/account/remoteEntry.js'],
  };
  const pageFiles = {
    '/admin/*': ['/remotes/admin/page-admin.5e6f7a8b.js'],
    '/login': ['/remotes/account/page-login.9c0d1e2f.js'],
  };
  afterEach(() => localStorage.clear());

  it("gets the login page's files for a visitor without a session (the shell sends them there)", () => {
    pageWith({ remoteFiles: files, pageFiles });
    preloadCurrentRemote('#/admin/users');
    expect(preloads().map((p) => p.href)).toEqual([...files.account, ...pageFiles['/login']]);
  });

  it('gets its own files for a visitor with a session', () => {
    storeSession();
    pageWith({ remoteFiles: files, pageFiles });
    preloadCurrentRemote('#/admin');
    expect(preloads().map((p) => p.href)).toEqual([...files.admin, ...pageFiles['/admin/*']]);
  });
});

it('never preloads from another origin or a value that is not a path', () => {
  pageWith({
    remotes: { realestate: 'https://elsewhere.example/mf-manifest.json' },
    remoteFiles: {
      realestate: ['//evil.example/x.js', 'javascript:alert(1)', 42, '/remotes/realestate/a.js'],
    },
    pageFiles: { '/wishlist': ['https://evil.example/p.js', '/remotes/realestate/p.js'] },
  });
  preloadCurrentRemote('#/wishlist');
  expect(preloads()).toEqual([
    { href: '/remotes/realestate/a.js', as: 'script', crossOrigin: null },
    { href: '/remotes/realestate/p.js', as: 'script', crossOrigin: null },
  ]);
});

describe('a preload that fails (the remote is down)', () => {
  beforeEach(() => {
    pageWith({
      remotes,
      remoteFiles: {
        realestate: ['/remotes/realestate/remoteEntry.js', '/remotes/realestate/562.f5.js'],
      },
    });
  });

  const linkTo = (href: string) =>
    document.head.querySelector<HTMLLinkElement>(`link[rel="preload"][href="${href}"]`)!;
  const scriptsFor = (href: string) =>
    [...document.scripts].filter((script) => script.getAttribute('src') === href);

  it('is taken at once by a throw-away request, so a later Retry reaches the network', () => {
    const fetchSpy = jest.fn(() => Promise.reject(new TypeError('down')));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    preloadCurrentRemote('#/real-estate');
    const appended = jest.spyOn(document.head, 'appendChild');
    linkTo('/remotes/realestate/562.f5.js').dispatchEvent(new Event('error'));
    const taker = appended.mock.calls
      .map(([node]) => node)
      .find((n) => n instanceof HTMLScriptElement);
    expect(taker).toHaveProperty('src', 'http://localhost/remotes/realestate/562.f5.js');
    linkTo('/api/v1/getAllProperties?page=1&limit=24').dispatchEvent(new Event('error'));
    expect(fetchSpy).toHaveBeenCalledWith(
      'http://localhost/api/v1/getAllProperties?page=1&limit=24',
    );
  });

  it("is left alone when the runtime's own script for the file has taken it", () => {
    preloadCurrentRemote('#/real-estate');
    const own = document.createElement('script');
    own.src = '/remotes/realestate/remoteEntry.js';
    document.head.appendChild(own);
    linkTo('/remotes/realestate/remoteEntry.js').dispatchEvent(new Event('error'));
    expect(scriptsFor('/remotes/realestate/remoteEntry.js')).toEqual([own]);
  });
});
