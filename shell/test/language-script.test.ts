// The inline script of index.html that sets <html lang> before the first paint: what it picks, and
// the Content-Security-Policy of both servers allowing exactly it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const html = readFileSync(path.join(ROOT, 'shell/index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');

function runScript({
  url = '/',
  stored,
  languages = ['en-US'],
}: {
  url?: string;
  stored?: string;
  languages?: string[];
}): string {
  window.history.replaceState(null, '', url);
  localStorage.clear();
  if (stored) localStorage.setItem('lang', stored);
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.lang = '';
  new Function(inlineScripts[0] ?? '')();
  return document.documentElement.lang;
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('has one inline script, allowed by its hash in the api and in nginx, and no other', () => {
  expect(inlineScripts).toHaveLength(1);
  const hash = `'sha256-${createHash('sha256')
    .update(inlineScripts[0] ?? '')
    .digest('base64')}'`;
  const api = readFileSync(path.join(ROOT, 'api/src/plugins/security-headers.ts'), 'utf8');
  const nginx = readFileSync(path.join(ROOT, 'nginx.conf'), 'utf8');
  expect(api).toContain(`"script-src 'self' ${hash}"`);
  const nginxPolicies = nginx.match(/script-src[^;]*;/g) ?? [];
  expect(nginxPolicies.length).toBeGreaterThan(0);
  for (const policy of nginxPolicies) expect(policy).toBe(`script-src 'self' ${hash};`);
});

describe('the page language', () => {
  it('follows the browser on a first visit', () => {
    expect(runScript({ languages: ['hi-IN', 'en'] })).toBe('hi');
    expect(runScript({ languages: ['en-IN', 'hi'] })).toBe('en');
    expect(runScript({ languages: ['mr-IN', 'hi', 'en'] })).toBe('hi');
    expect(runScript({ languages: ['ta-IN'] })).toBe('en');
  });

  it('keeps the stored choice over the browser', () => {
    expect(runScript({ stored: 'hi', languages: ['en-US'] })).toBe('hi');
    expect(runScript({ stored: 'en', languages: ['hi-IN'] })).toBe('en');
    expect(runScript({ stored: 'fr', languages: ['hi-IN'] })).toBe('hi');
  });

  it('opens a ?lang= link in its language and remembers it', () => {
    expect(runScript({ url: '/?lang=hi', stored: 'en' })).toBe('hi');
    expect(localStorage.getItem('lang')).toBe('hi');
    expect(runScript({ url: '/#/homecare?lang=hi', stored: 'en' })).toBe('hi');
    expect(localStorage.getItem('lang')).toBe('hi');
    expect(runScript({ url: '/#/homecare?q=1&lang=en', stored: 'hi' })).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('ignores a ?lang= it does not know', () => {
    expect(runScript({ url: '/?lang=hindi', stored: 'hi' })).toBe('hi');
    expect(runScript({ url: '/#/x?slang=hi', languages: ['en'] })).toBe('en');
  });
});

describe('what a page in the chosen language needs first', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<template id="preloads-hi"><link rel="preload" href="/hi.0123abcd.js" as="script"></template>';
  });

  const preloads = () =>
    [...document.head.querySelectorAll('link[rel=preload]')].map((link) =>
      link.getAttribute('href'),
    );

  it('is preloaded from the language’s template when the page is in that language', () => {
    expect(runScript({ url: '/?lang=hi' })).toBe('hi');
    expect(preloads()).toEqual(['/hi.0123abcd.js']);
  });

  it('is left alone in English, which has no template', () => {
    expect(runScript({ url: '/?lang=en' })).toBe('en');
    expect(preloads()).toEqual([]);
  });
});
