import { mkdirSync } from 'node:fs';
import { API_ERROR_CODES } from '@marketplace/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { configuredFileStore } from '../lib/configured-file-store';
import { contentTypeOf, type FileStore } from '../lib/file-store';
import { HttpError } from '../lib/http-error';
import { STAGING_ABANDONED_AFTER_MS, removeAbandonedStaging } from '../lib/stale-staging';
import { CACHE_CONTROL } from './web';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded and generated files are stored (UPLOAD_DIR or the S3 bucket). */
    files: FileStore;
  }
}

const STORE_UNREADABLE_MESSAGE = 'This file cannot be loaded right now. Please try again shortly.';

/**
 * GET /uploads/<name>: a stored picture or brochure, from the folder or the bucket alike. Stored
 * files have random names and are never rewritten, so they are cached for a year; a name that is
 * no storable file (a folder, a dotfile, `..`, another extension) is simply not found.
 */
async function serveStored(files: FileStore, request: FastifyRequest, reply: FastifyReply) {
  const name = (request.params as { '*': string })['*'];
  if (contentTypeOf(name) === undefined) return reply.callNotFound();
  let file;
  try {
    file = await files.read(name);
  } catch (error) {
    request.log.error({ err: error, file: name }, 'stored file unreadable');
    throw new HttpError(503, STORE_UNREADABLE_MESSAGE, API_ERROR_CODES.storageFailed);
  }
  if (!file) return reply.callNotFound();
  reply.header('cache-control', CACHE_CONTROL.immutable);
  if (file.etag) reply.header('etag', file.etag);
  if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  if (file.etag && request.headers['if-none-match'] === file.etag) {
    file.body.destroy();
    return reply.code(304).send();
  }
  reply.header('content-type', file.contentType).header('content-length', file.length);
  // HEAD: the headers only; the file is not read.
  if (request.method === 'HEAD') {
    file.body.destroy();
    return reply.send();
  }
  return reply.send(file.body);
}

/**
 * The file store (`app.files`) and /uploads/*, served by this process in every setup (nginx
 * proxies /uploads here): the same headers whichever store holds the files, so pages keep one
 * origin and the CSP's img-src 'self' (docs/decisions/file-storage.md). Also sweeps the local
 * staging that killed uploads left.
 */
export default fp<Pick<AppConfig, 'uploadDir' | 's3'>>(
  async (app, config) => {
    mkdirSync(config.uploadDir, { recursive: true });
    const files = configuredFileStore(config);
    app.decorate('files', files);
    app.addHook('onClose', () => files.close());
    // What killed uploads left behind goes at start, and hourly for a process that keeps running.
    const sweep = async () => {
      const removed = await removeAbandonedStaging(config.uploadDir);
      if (removed > 0) app.log.info({ removed }, 'abandoned upload staging removed');
    };
    const timer = setInterval(
      () => void sweep().catch(() => undefined),
      STAGING_ABANDONED_AFTER_MS,
    );
    timer.unref();
    app.addHook('onReady', async () => {
      app.log.info({ location: files.location }, 'stored files');
      await sweep();
    });
    app.addHook('onClose', async () => clearInterval(timer));
    // HEAD declared, not derived from GET: Fastify's derived HEAD reads the whole file (from the
    // bucket too) only to discard it.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/uploads/*',
      schema: { hide: true },
      handler: (request, reply) => serveStored(files, request, reply),
    });
  },
  { name: 'uploads', fastify: '5.x' },
);
