import type { App } from '../../src/app';

/*
 * The fuzzer's map of the api, read from the app itself: the routes Fastify registered (its
 * printed route tree) and the OpenAPI operations @fastify/swagger built from their zod schemas.
 * A route added later is fuzzed without touching this suite, and one that cannot be fuzzed
 * (no schema, no hand-written generator) fails the suite.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  minItems?: number;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  method: string;
  /** Fastify's form, e.g. /api/v1/cart/:cartId */
  url: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
  bearer: boolean;
}

const API_PREFIX = '/api/v1';
const DOCS = `${API_PREFIX}/docs`;

/** Every method and full path in `printRoutes({ commonPrefix: false })`'s tree. */
export function registeredRoutes(app: App): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    parents.length = depth;
    const url = (parents[depth - 1] ?? '') + segment;
    parents.push(url);
    for (const method of methods.split(', ')) routes.push({ method, url });
  }
  return routes;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

/** The /api/v1 routes a client calls (HEAD mirrors GET; the docs pages are static). */
export function apiRoutes(app: App): ApiRoute[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  return registeredRoutes(app)
    .filter(({ url }) => url.startsWith(`${API_PREFIX}/`) && !url.startsWith(DOCS))
    .filter(({ method }) => method !== 'HEAD')
    .map(({ method, url }) => {
      const openApiPath = url.replace(/:(\w+)/g, '{$1}');
      const operation = paths[openApiPath]?.[method.toLowerCase()];
      if (!operation) throw new Error(`${method} ${url} has no OpenAPI operation (no schema)`);
      return {
        method,
        url,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        bearer: (operation.security ?? []).length > 0,
      };
    });
}

/** The url with its path parameters filled in and its query string appended. */
export function concreteUrl(
  route: ApiRoute,
  path: Record<string, string>,
  query: Record<string, string>,
): string {
  const filled = route.url.replace(/:(\w+)/g, (_m, name: string) => path[name] ?? '');
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
}
