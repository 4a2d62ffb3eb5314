import { DEFAULT_SITE_CONFIG, inlineDataScript } from '@marketplace/shared/config';
import { loadSiteConfig } from './load-site-config';

const SERVED = {
  ...DEFAULT_SITE_CONFIG,
  email: 'care@samjhe.example',
  phone: '+91 98765 43210',
};

function serve(reply: { ok: boolean; status: number; body?: unknown }) {
  global.fetch = jest.fn().mockResolvedValue({
    ok: reply.ok,
    status: reply.status,
    json: async () => reply.body,
  }) as unknown as typeof fetch;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  document.head.innerHTML = '';
});

it('reads the contact details the server wrote into the page, without a request', async () => {
  serve({ ok: true, status: 200, body: DEFAULT_SITE_CONFIG });
  document.head.insertAdjacentHTML('beforeend', inlineDataScript({ siteConfig: SERVED }));
  await expect(loadSiteConfig()).resolves.toEqual(SERVED);
  expect(global.fetch).not.toHaveBeenCalled();
});

it('reads the file when the inline contact details are broken', async () => {
  serve({ ok: true, status: 200, body: SERVED });
  document.head.insertAdjacentHTML('beforeend', inlineDataScript({ siteConfig: { phone: 1 } }));
  await expect(loadSiteConfig()).resolves.toEqual(SERVED);
  expect(global.fetch).toHaveBeenCalledTimes(1);
});

it('reads the served contact details', async () => {
  serve({ ok: true, status: 200, body: SERVED });
  await expect(loadSiteConfig()).resolves.toEqual(SERVED);
  expect(global.fetch).toHaveBeenCalledWith('/site-config.json', expect.anything());
  expect(warn).not.toHaveBeenCalled();
});

it('falls back to the placeholders with a warning when the file is missing', async () => {
  serve({ ok: false, status: 404 });
  await expect(loadSiteConfig()).resolves.toEqual(DEFAULT_SITE_CONFIG);
  expect(warn).toHaveBeenCalledTimes(1);
});

it('falls back to the placeholders when the file is invalid', async () => {
  serve({ ok: true, status: 200, body: { ...SERVED, phone: 42 } });
  await expect(loadSiteConfig()).resolves.toEqual(DEFAULT_SITE_CONFIG);
  expect(String(warn.mock.calls[0]?.[0])).toContain('/site-config.json');
});

it('does not hold the page when the server is slow', async () => {
  global.fetch = jest.fn(
    (_url: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  ) as unknown as typeof fetch;
  await expect(loadSiteConfig(20)).resolves.toEqual(DEFAULT_SITE_CONFIG);
});
