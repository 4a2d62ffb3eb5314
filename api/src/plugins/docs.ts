import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/v1/docs';

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
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { deepLinking: true },
    });
  },
  { name: 'docs', fastify: '5.x' },
);
