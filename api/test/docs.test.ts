import type { App } from '../src/app';
import { buildTestApp } from './helpers';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The rules of OpenAPI 3.1 a generated document can break (no validator package is installed):
 * version, info, path templates, and a description and object schemas on every response.
 */
function structuralProblems(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  if (!/^3\.1\.\d+$/.test(doc.openapi)) problems.push(`openapi ${doc.openapi}`);
  if (typeof doc.info?.title !== 'string' || typeof doc.info?.version !== 'string') {
    problems.push('info needs title and version');
  }
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    if (!route.startsWith('/') || route.includes('/:')) problems.push(`path ${route}`);
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const responses = Object.entries(operation.responses ?? {});
      if (responses.length === 0) problems.push(`${method} ${route}: no responses`);
      for (const [status, raw] of responses) {
        const res = raw as {
          description?: unknown;
          content?: Record<string, { schema?: unknown }>;
        };
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${route} ${status}`);
        if (typeof res.description !== 'string') {
          problems.push(`${method} ${route} ${status}: no description`);
        }
        for (const media of Object.values(res.content ?? {})) {
          if (typeof media.schema !== 'object' || media.schema === null) {
            problems.push(`${method} ${route} ${status}: schema is not an object`);
          }
        }
      }
    }
  }
  return problems;
}

describe('OpenAPI docs', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('publishes a valid OpenAPI 3.1 document at /api/v1/docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<OpenApiDocument>();
    expect(structuralProblems(doc)).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Marketplace API', version: '1.0.0' });
  });

  it('documents the health route from its zod schemas', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, { content: unknown }> } }>;
    }>();
    const health = doc.paths['/api/v1/health']?.get;
    expect(Object.keys(health?.responses ?? {}).sort()).toEqual(['200', '503']);
    expect(JSON.stringify(health?.responses['200'])).toContain('"dialect"');
    expect(JSON.stringify(health?.responses['503'])).toContain('DB_DOWN');
  });

  it('names every operation once and declares the bearer token wherever a token is refused', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { operationId?: string; security?: object[]; responses: object }>
      >;
    }>();
    const operations = Object.entries(doc.paths).flatMap(([route, item]) =>
      Object.entries(item).map(([method, operation]) => ({ route, method, ...operation })),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('getCart');
    expect(ids).toContain('deleteCartByCartId');
    // A 401 means "no or a bad token", except at login, where it means a wrong password.
    const needToken = operations.filter(
      (operation) => '401' in operation.responses && operation.route !== '/api/v1/simple-login',
    );
    expect(needToken.length).toBeGreaterThan(10);
    for (const operation of needToken) {
      expect({ ...operation, responses: undefined }).toMatchObject({
        security: [{ bearerAuth: [] }],
      });
    }
  });

  it('leaves the docs, web and remotes.json routes out of the document', async () => {
    const doc = (
      await app.inject({ method: 'GET', url: '/api/v1/docs/json' })
    ).json<OpenApiDocument>();
    expect(Object.keys(doc.paths).every((route) => route.startsWith('/api/v1/'))).toBe(true);
    expect(Object.keys(doc.paths).some((route) => route.startsWith('/api/v1/docs'))).toBe(false);
  });

  it('serves Swagger UI from the package, with external scripts only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(content?.trim()).toBe('');
    }
    expect(response.body).not.toMatch(/https?:\/\//);

    const bundle = await app.inject({
      method: 'GET',
      url: '/api/v1/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
    const init = await app.inject({
      method: 'GET',
      url: '/api/v1/docs/static/swagger-initializer.js',
    });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('validatorUrl: null');
  });
});
