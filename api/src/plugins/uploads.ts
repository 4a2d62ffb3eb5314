import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { STAGING_ABANDONED_AFTER_MS, removeAbandonedStaging } from '../lib/stale-staging';
import { CACHE_CONTROL } from './web';

/** What /uploads serves: pictures and brochures. Anything else under UPLOAD_DIR stays private. */
const UPLOAD_EXTENSIONS = ['.webp', '.jpg', '.jpeg', '.png', '.gif', '.pdf'] as const;

function servable(pathName: string): boolean {
  const extension = path.extname(pathName).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * /uploads/* from UPLOAD_DIR, by this process in every setup (nginx proxies /uploads here).
 * Stored files have random names and are never rewritten, so they are cached for a year;
 * no directory listing, no dotfiles, nothing outside the folder (@fastify/static resolves and
 * confines the path), and only the extensions above.
 */
export default fp<{ uploadDir: string }>(
  async (app, { uploadDir }) => {
    mkdirSync(uploadDir, { recursive: true });
    // What killed uploads left behind goes at start, and hourly for a process that keeps running.
    const sweep = async () => {
      const removed = await removeAbandonedStaging(uploadDir);
      if (removed > 0) app.log.info({ removed }, 'abandoned upload staging removed');
    };
    const timer = setInterval(
      () => void sweep().catch(() => undefined),
      STAGING_ABANDONED_AFTER_MS,
    );
    timer.unref();
    app.addHook('onReady', sweep);
    app.addHook('onClose', async () => clearInterval(timer));
    await app.register(async (scope) => {
      await scope.register(fastifyStatic, {
        root: uploadDir,
        prefix: '/uploads/',
        wildcard: true,
        index: false,
        list: false,
        redirect: false,
        dotfiles: 'deny',
        decorateReply: false,
        cacheControl: false,
        allowedPath: (pathName) => servable(pathName),
        setHeaders: (res) => res.setHeader('cache-control', CACHE_CONTROL.immutable),
      });
    });
  },
  { name: 'uploads', fastify: '5.x' },
);
