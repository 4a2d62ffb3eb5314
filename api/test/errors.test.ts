import { registerSchema } from '@marketplace/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../src/app';
import { HttpError } from '../src/lib/http-error';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { buildTestApp } from './helpers';
import { expectFailure } from './support/envelope';

/** Routes that exist only in this test, to drive each branch of the error handler. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/probe/register', { schema: { body: registerSchema } }, async () => ({
    success: true,
  }));
  app.get(
    '/probe/items/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
      },
    },
    async () => ({ success: true }),
  );
  app.get('/probe/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 (secret internals)');
  });
  app.get('/probe/forbidden', async () => {
    throw new HttpError(403, 'Managers and admins only');
  });
  app.get('/probe/conflict', async () => {
    throw new HttpError(409, 'Email already registered', 'EMAIL_TAKEN');
  });
};

/** One app with the probe routes serves every test here: the requests change no state. */
let app: App;

beforeAll(async () => {
  app = await buildTestApp();
  await app.register(probeRoutes, { prefix: '/api/v1' });
});

afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('error envelope', () => {
  it('answers an unknown api route with a 404 envelope', async () => {
    const response = await get('/api/v1/no-such-thing');
    expectFailure(response, 404, 'Route not found', 'NOT_FOUND');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers an unknown method on a known path with the same 404 envelope', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/v1/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers a 400 whose message names the invalid field, in the spec words', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe/register',
      payload: { username: 'ab', email: 'asha@example.in', password: 'Secret12', role: 'user' },
    });
    expectFailure(response, 400, 'Username must be at least 3 characters', 'VALIDATION_ERROR');
  });

  it('lists every invalid field of the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe/register',
      payload: { username: 'asha', email: 'nope', password: 'short' },
    });
    expectFailure(
      response,
      400,
      'Email is invalid; Password must be at least 8 characters; Please select a user role',
      'VALIDATION_ERROR',
    );
  });

  it('puts the field in front of a generic message', async () => {
    const response = await get('/api/v1/probe/items/abc?page=0');
    expect(response.statusCode).toBe(400);
    const body = response.json<{ msg: string; code: string }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.msg).toMatch(/^id: /);
  });

  it('names the querystring field', async () => {
    const response = await get('/api/v1/probe/items/3?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toMatch(/^page: /);
  });

  it('names the body when it is missing', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/probe/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toMatch(/^body: /);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/probe/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('masks a 500 and keeps the details out of the body', async () => {
    const response = await get('/api/v1/probe/crash');
    expectFailure(response, 500, 'Internal server error', 'INTERNAL');
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('keeps the message of a 4xx and its code', async () => {
    const forbidden = await get('/api/v1/probe/forbidden');
    expectFailure(forbidden, 403, 'Managers and admins only', 'FORBIDDEN');
    const conflict = await get('/api/v1/probe/conflict');
    expectFailure(conflict, 409, 'Email already registered', 'EMAIL_TAKEN');
  });

  it('answers a miss outside the api with a plain-text 404', async () => {
    const response = await get('/remotes/catalogue/chunk.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Not Found');
  });
});

describe('security headers', () => {
  it.each([
    ['an api response', '/api/v1/health', 200],
    ['an api 404', '/api/v1/nothing-here', 404],
    ['a 404 outside the api', '/nothing-here', 404],
    ['a validation error', '/api/v1/probe/items/x', 400],
    ['a masked 500', '/api/v1/probe/crash', 500],
  ])('are on %s', async (_label, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers[name]).toBe(value);
    }
  });

  it('set the exact policy', () => {
    expect(SECURITY_HEADERS).toEqual({
      'content-security-policy':
        "default-src 'self'; script-src 'self' 'sha256-2U9lWTqQ8ZJtNtC9FD1EV7u7xlpEd1FOhQugUi1+yxc='; " +
        "style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; " +
        "object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
  });
});
