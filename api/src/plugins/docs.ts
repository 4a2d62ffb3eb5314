import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/v1/docs';

/** 'GET', '/api/v1/cart/:cartId' -> 'getCartByCartId': stable, unique per method and path. */
function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const capitalised = words.map((word) => word[0]?.toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${capitalised.join('') || 'Root'}`;
}

/**
 * The zod transform, plus what every documented operation needs for `redocly lint`: an
 * operationId (unless the route names its own) and its security. A route that needs the bearer
 * token says so (`security: [{ bearerAuth: [] }]`); every other route is public (`[]`).
 */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const method = [input.route.method].flat()[0] ?? 'get';
  return {
    url,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdFor(method, url),
      security: schema.security ?? [],
    },
  };
};

/**
 * OpenAPI built from the routes' zod schemas, browsable at /api/v1/docs. Swagger UI's files
 * come from the installed package (no CDN) and load as external scripts (no inline script); the
 * online validator badge is off by default. So the page works under the site's CSP.
 * Register before the routes: @fastify/swagger collects them as they are added.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Marketplace API',
          description: 'The /api/v1 backend of the home-services and property marketplace.',
          version: '1.0.0',
        },
        // Paths carry their /api/v1 prefix: the server is the site itself, wherever it runs.
        servers: [{ url: '/', description: 'This site (the api answers under /api/v1)' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { deepLinking: true },
    });
  },
  { name: 'docs', fastify: '5.x' },
);
