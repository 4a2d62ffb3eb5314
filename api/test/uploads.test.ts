import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../src/app';
import { buildTestApp } from './helpers';

describe('/uploads', () => {
  let app: App;
  const picture = Buffer.from('RIFF....WEBPVP8 fake picture bytes');

  beforeAll(async () => {
    app = await buildTestApp();
    const dir = app.config.uploadDir;
    mkdirSync(path.join(dir, 'properties'), { recursive: true });
    writeFileSync(path.join(dir, 'properties', 'Abc123_-x-1280.webp'), picture);
    writeFileSync(path.join(dir, 'properties', 'notes.txt'), 'private');
    writeFileSync(path.join(dir, '.secret.jpg'), 'hidden');
    // A file next to the upload folder (the test database lives there too).
    writeFileSync(path.join(dir, '..', 'outside.jpg'), 'outside');
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves a stored picture with year-long caching and nosniff', async () => {
    const response = await get('/uploads/properties/Abc123_-x-1280.webp');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(picture)).toBe(true);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    '/uploads/',
    '/uploads/properties',
    '/uploads/properties/',
    '/uploads/properties/missing-1280.webp',
    '/uploads/properties/notes.txt',
    '/uploads/.secret.jpg',
    '/uploads/../outside.jpg',
    '/uploads/%2e%2e/outside.jpg',
    '/uploads/properties/%2e%2e%2f%2e%2e%2foutside.jpg',
    '/uploads/..%2foutside.jpg',
    '/uploads/properties/..%5c..%5coutside.jpg',
    '/uploads/%2e%2e/test.sqlite',
  ])('refuses %s (no listing, no other files, nothing outside the folder)', async (url) => {
    const response = await get(url);
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('outside');
    expect(response.body).not.toContain('private');
    expect(response.body).not.toContain('hidden');
  });
});
