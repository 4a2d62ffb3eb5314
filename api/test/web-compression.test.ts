import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { App } from '../src/app';
import { buildTestApp, makeTempDir } from './helpers';
import { IMMUTABLE, INDEX_HTML, write } from './support/web-files';

describe('web serving of precompressed files (build-tools/precompress.ts)', () => {
  const SCRIPT = '/static/js/main.5e6f7a8b.js';
  // Large and repetitive, as a bundle is: the compressed forms are much smaller.
  const source = Array.from(
    { length: 400 },
    (_, i) => `export const item${i} = "value ${i}";`,
  ).join('\n');
  let webRoot: string;
  let app: App;

  beforeAll(async () => {
    webRoot = makeTempDir('marketplace-web-compressed-');
    write(webRoot, 'shell/dist/index.html', INDEX_HTML);
    const file = path.join(webRoot, 'shell/dist', SCRIPT);
    write(webRoot, `shell/dist${SCRIPT}`, source);
    // What the build writes beside each text file.
    writeFileSync(`${file}.br`, brotliCompressSync(source));
    writeFileSync(`${file}.gz`, gzipSync(source));
    write(webRoot, 'shell/dist/static/js/tiny.1a2b3c4d.js', 'console.log(1)');
    app = await buildTestApp({ env: { SERVE_WEB: 'true', WEB_ROOT: webRoot, LOG_LEVEL: 'warn' } });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const fetchScript = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli file to a browser that accepts br, decoding to the original', async () => {
    const response = await fetchScript(SCRIPT, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.length).toBeLessThan(source.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(source);
  });

  it('sends the gzip file when only gzip is accepted', async () => {
    const response = await fetchScript(SCRIPT, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(source);
  });

  it('sends the file itself, uncompressed, when no encoding is accepted', async () => {
    const response = await fetchScript(SCRIPT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(source);
  });

  it('sends a file the build did not compress (tiny) as it is', async () => {
    const response = await fetchScript('/static/js/tiny.1a2b3c4d.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it('compresses the composed page at / for the encoding the browser accepts', async () => {
    const plain = await fetchScript('/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<div id="root"></div>');

    const br = await fetchScript('/', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await fetchScript('/', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
