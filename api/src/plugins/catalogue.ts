import fp from 'fastify-plugin';
import { PublishedCatalogueCache } from '../catalogue/published';

declare module 'fastify' {
  interface FastifyInstance {
    /** The published catalogue, checked against the database's current version per request. */
    publishedCatalogue: PublishedCatalogueCache;
  }
}

/** One copy of the published catalogue per process (catalogue/published.ts). */
export default fp(
  async (app) => {
    app.decorate('publishedCatalogue', new PublishedCatalogueCache());
  },
  { name: 'catalogue', fastify: '5.x', dependencies: ['database'] },
);
