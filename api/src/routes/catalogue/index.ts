import { CATALOGUE_PAGES, LANGUAGES, apiFailureSchema } from '@marketplace/shared/contracts';
import { CATALOGUE_PAGE_RESPONSES } from '@marketplace/shared/catalogue-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageAnswer, pageEtag } from '../../catalogue/pages';
import catalogueAdminRoutes from './admin';

/** Whether an If-None-Match header names this validator (a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The language of the content is the address's (`?lang=hi`), not the request's Accept-Language:
 * each language is its own URL, so caches and the shell's preload need no Vary, and English
 * answers stay as they were (docs/decisions/catalogue-hindi.md).
 */
const pageQuery = z.object({
  lang: z.enum(LANGUAGES, { error: 'Language must be en or hi' }).default('en'),
});

/**
 * GET /catalogue/<page>: what one page family draws, published and visible only, in display
 * order (docs/decisions/catalogue-content-model.md "Public reads and caching"). Answers carry an
 * ETag that changes with every publish; a browser or shared cache keeps them and revalidates
 * (304 when nothing was published since).
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const page of CATALOGUE_PAGES) {
    app.get(
      `/catalogue/${page}`,
      {
        schema: {
          summary: `What the ${page} pages show of the published catalogue`,
          tags: ['catalogue'],
          querystring: pageQuery,
          response: {
            200: CATALOGUE_PAGE_RESPONSES[page],
            304: z.undefined().describe('Not modified: the ETag sent is still current'),
            400: apiFailureSchema,
          },
        },
      },
      async (request, reply) => {
        const catalogue = await app.publishedCatalogue.current(app.db);
        const { lang } = request.query;
        const etag = pageEtag(page, catalogue.version, lang);
        reply.header('etag', etag).header('cache-control', 'public, no-cache');
        if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return pageAnswer(catalogue, page, lang);
      },
    );
  }
  await app.register(catalogueAdminRoutes);
};

export default catalogueRoutes;
