import { INLINE_DATA_ELEMENT_ID, inlineDataScript } from '@marketplace/shared/config';
import type { ClientEvent } from '@marketplace/shared/contracts';

type ClientEventsModule = typeof import('./client-events');

const RELEASE = '20261130T080000.000Z-abc1234';
const sendBeacon = jest.fn((_url: string, _body: Blob) => true);

/** The module afresh (its state is the page's), with the page's inline data and hash. */
function load(hash: string, releases: Record<string, string> = { realestate: RELEASE }) {
  window.location.hash = hash;
  document.head.insertAdjacentHTML('beforeend', inlineDataScript({ releases }));
  let module!: ClientEventsModule;
  jest.isolateModules(() => {
    module = jest.requireActual<ClientEventsModule>('./client-events');
  });
  return module;
}

/** jsdom's Blob has no text(): read it as a browser would with a FileReader. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function sent(): Promise<ClientEvent[]> {
  const batches = await Promise.all(
    sendBeacon.mock.calls.map(async ([url, body]) => {
      expect(url).toBe('/api/v1/client-events');
      expect(body.type).toBe('application/json');
      return (JSON.parse(await textOf(body)) as { events: ClientEvent[] }).events;
    }),
  );
  return batches.flat();
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

const listeners: [string, EventListenerOrEventListenerObject][] = [];
const realAdd = window.addEventListener.bind(window);

beforeEach(() => {
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  // Each test's module instance listens on the one window: its listeners go when it ends.
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener]);
    realAdd(type, listener, options);
  });
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  document.getElementById(INLINE_DATA_ELEMENT_ID)?.remove();
  localStorage.clear();
  window.location.hash = '';
});

it('reports each route visited by its pattern, remote and release, in one batch when hidden', async () => {
  const events = load('#/property-details/42?action=contact');
  events.startClientEvents();
  // A filter on the listing is the same page; another route is a new view.
  window.location.hash = '#/real-estate';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  window.location.hash = '#/real-estate?bhk=3';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  window.location.hash = '#/no-such-page';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  expect(sendBeacon).not.toHaveBeenCalled();

  hide();

  expect(await sent()).toEqual([
    { type: 'view', route: '/property-details/:id', remote: 'realestate', release: RELEASE },
    { type: 'view', route: '/real-estate', remote: 'realestate', release: RELEASE },
    // 'Page not found' is the shell's; a build served from its folder is the `local` release.
    { type: 'view', route: '(none)', remote: 'shell', release: 'local' },
  ]);
  // Nothing new: nothing sent.
  hide();
  expect(sendBeacon).toHaveBeenCalledTimes(1);
});

it('does not count the administration for a visitor the shell sends to log in first', async () => {
  const events = load('#/admin/users');
  events.startClientEvents();
  hide();
  expect(await sent()).toEqual([]);
});

it('reports uncaught errors, unhandled rejections and failed areas, at most 20 a page', async () => {
  const events = load('#/real-estate');
  events.startClientEvents();
  window.dispatchEvent(new ErrorEvent('error', { message: 'x is undefined' }));
  const rejection = new Event('unhandledrejection');
  window.dispatchEvent(rejection);
  events.reportError('boundary', 'realestate');
  events.reportError('load', 'admin');
  for (let i = 0; i < 30; i += 1) events.reportError('boundary');

  window.dispatchEvent(new Event('pagehide'));

  const errors = (await sent()).filter((event) => event.type === 'error');
  expect(errors).toHaveLength(20);
  expect(errors.slice(0, 4)).toEqual([
    { type: 'error', kind: 'error', route: '/real-estate', remote: 'realestate', release: RELEASE },
    {
      type: 'error',
      kind: 'rejection',
      route: '/real-estate',
      remote: 'realestate',
      release: RELEASE,
    },
    {
      type: 'error',
      kind: 'boundary',
      route: '/real-estate',
      remote: 'realestate',
      release: RELEASE,
    },
    // The area that failed, with its own release, on the route the visitor was on.
    { type: 'error', kind: 'load', route: '/real-estate', remote: 'admin', release: 'local' },
  ]);
  // No message, no URL, no stack: nothing the visitor typed or was shown.
  expect(JSON.stringify(errors)).not.toContain('undefined');
});

it('sends each vital once, the latest value at the first hide, tagged with the landing route', async () => {
  const events = load('#/property-details/7');
  events.startClientEvents();
  events.reportVital('CLS', 0.01);
  events.reportVital('CLS', 0.02);
  events.reportVital('LCP', 1234.5678);
  window.location.hash = '#/real-estate';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  hide();
  events.reportVital('CLS', 0.3);
  events.reportVital('INP', 96);
  hide();

  const vitals = (await sent()).filter((event) => event.type === 'vital');
  const tag = { route: '/property-details/:id', remote: 'realestate', release: RELEASE };
  expect(vitals).toEqual([
    { type: 'vital', name: 'CLS', value: 0.02, ...tag },
    { type: 'vital', name: 'LCP', value: 1234.568, ...tag },
    { type: 'vital', name: 'INP', value: 96, ...tag },
  ]);
});

it('sends a long page in batches of at most 50 events', async () => {
  const events = load('#/real-estate');
  events.startClientEvents();
  for (let i = 0; i < 60; i += 1) {
    window.location.hash = i % 2 ? '#/real-estate' : '#/wishlist';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  }
  hide();
  expect(sendBeacon).toHaveBeenCalledTimes(2);
  expect(await sent()).toHaveLength(61);
});
