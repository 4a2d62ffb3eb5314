import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteConfig } from '@marketplace/shared/config';
import { REMOTE_NAMES, type RemoteName } from '../config';
import { compressPage } from '../lib/compress-text';
import { bucketForPage, bucketOfRequest, pageRoots, remoteFileRoot } from './canary-lanes';
import { pageWithInlineData } from './page-with-inline-data';

interface WebPluginOptions {
  /** Folder holding shell/dist and mfe-<name>/dist. */
  webRoot: string;
  /** When set, remote <name> is served from <remotesDir>/<name>/current/ instead. */
  remotesDir: string | undefined;
  remoteUrls: Record<RemoteName, string>;
  /** The contact details served as /site-config.json (SITE_* settings). */
  siteConfig: SiteConfig;
  /** The share of page loads that report their web vitals (CLIENT_VITALS_SAMPLE_RATE). */
  vitalsSampleRate: number;
}

/**
 * Only a file whose name carries a content hash (`main.1a2b3c4d.js`, rspack's `[contenthash:8]`)
 * can be cached for a year. Everything else (index.html, remoteEntry.js, mf-manifest.json, the
 * favicon...) is revalidated on every load, so a redeployed remote or shell is seen at once.
 * nginx.conf applies the same rule.
 */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

const SOURCE_MAP = /\.map$/i;

/** The build's precompressed siblings (build-tools/precompress.ts): main.1a2b3c4d.js.br. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Files the build may have precompressed: their answer depends on Accept-Encoding, which caches
 * must know (Vary), as nginx's gzip_vary says for the same files.
 */
const MAY_BE_COMPRESSED = /\.(js|mjs|css|html|json|svg|txt)$/i;

export const CACHE_CONTROL = {
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
} as const;

/** The cache policy of a served file; a precompressed sibling has its original's. */
function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, ''))
    ? CACHE_CONTROL.immutable
    : CACHE_CONTROL.revalidate;
}

/** Paths that are never a page: the api, uploaded images, the remotes and their map. */
const NOT_PAGES = /^\/(api|uploads|remotes)(\/|$)|^\/remotes\.json$/;

/** Bytes a Location header cannot hold as they are (spaces, controls, non-ASCII). */
const UNSAFE_IN_LOCATION = /[^\x21-\x7e]/g;

/**
 * Where a browser asking for a page at a path should go instead: the same path as a hash route
 * (`/homecare?x=1` -> `/#/homecare?x=1`), so a shared or typed path URL lands on the page, or on
 * the site's own 'Page not found'. Undefined when the request is not a page load (no text/html in
 * Accept: a script, an image, fetch) or the path belongs to the api, uploads or a remote: those
 * keep their plain 404. nginx.conf does the same (location @path_url).
 */
export function hashRouteFor(method: string, url: string, accept: string | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (!accept?.toLowerCase().includes('text/html')) return undefined;
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith('/') || pathname === '/' || NOT_PAGES.test(pathname)) return undefined;
  const safe = url.replace(UNSAFE_IN_LOCATION, (c) =>
    [...Buffer.from(c, 'latin1')].map((b) => `%${b.toString(16).toUpperCase()}`).join(''),
  );
  return `/#${safe}`;
}

/** A remote's build in the working tree (without REMOTES_DIR). */
function remoteRoot(options: WebPluginOptions, name: RemoteName): string {
  return path.join(options.webRoot, `mfe-${name}`, 'dist');
}

function remoteRoots(options: WebPluginOptions): Record<RemoteName, string> {
  const roots = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) roots[name] = remoteRoot(options, name);
  return roots;
}

/** @fastify/static's options for the built apps, with or without a route of its own. */
function staticOptions(root: string) {
  return {
    root,
    // A miss goes to the not-found handler (a plain 404), never falls back to index.html.
    index: ['index.html'],
    redirect: false,
    dotfiles: 'ignore' as const,
    // Source maps are kept with the release for reading stack traces, never published: a
    // production build puts none here, and any that slip in are refused (a plain 404).
    allowedPath: (pathName: string) => !SOURCE_MAP.test(pathName),
    cacheControl: false,
    // <file>.br or <file>.gz, written by the build, is sent instead of <file> when the browser
    // accepts it; the file itself otherwise (and when the build made no sibling: a tiny file).
    preCompressed: true,
    setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      const original = filePath.replace(PRECOMPRESSED_SUFFIX, '');
      if (MAY_BE_COMPRESSED.test(original)) res.setHeader('vary', 'Accept-Encoding');
    },
  };
}

async function serveFolder(app: FastifyInstance, label: string, root: string, prefix: string) {
  const missing = !existsSync(root);
  if (missing) {
    app.log.warn(`${label} is not built (${root} is missing): ${prefix} answers 404 until it is`);
  }
  // Registered even when missing: @fastify/static resolves files per request, so a later
  // build or deploy is served without a restart.
  await app.register(async (scope) => {
    if (missing) {
      // The warning above replaces @fastify/static's own "root must exist" one.
      scope.log = scope.log.child({}, { level: 'error' });
    }
    await scope.register(fastifyStatic, {
      ...staticOptions(root),
      prefix,
      wildcard: true,
      decorateReply: false,
    });
  });
}

/**
 * The deployed remotes (REMOTES_DIR): /remotes/<name>/<file> from the visitor's canary lane when
 * their bucket has one for <name>, else from <name>/current, as nginx's try_files does. The answer
 * depends on the visitor cookie, which caches must know (Vary).
 */
async function serveDeployedRemotes(app: FastifyInstance, remotesDir: string) {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { ...staticOptions(remotesDir), serve: false });
    scope.get<{ Params: { name: string; '*': string } }>(
      '/remotes/:name/*',
      { schema: { hide: true } },
      (request, reply) => {
        const name = REMOTE_NAMES.find((remote) => remote === request.params.name);
        if (!name) return reply.callNotFound();
        const file = request.params['*'];
        const root = remoteFileRoot(remotesDir, bucketOfRequest(request), name, file);
        if (!CONTENT_HASHED.test(file)) reply.header('vary', 'Accept-Encoding, Cookie');
        return reply.sendFile(`/${file}`, root);
      },
    );
  });
}

/**
 * The embedded default: the built shell at /, each remote at /remotes/<name>/ and the runtime
 * remote map at /remotes.json, at the same paths nginx uses in production.
 */
export default fp<WebPluginOptions>(
  async (app, options) => {
    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.revalidate);
      return options.remoteUrls;
    });
    app.get('/site-config.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.revalidate);
      return options.siteConfig;
    });

    // The page itself, with its start-up data inline, composed on every request (small files),
    // so a new shell build or a deployed remote is served at once; every other shell file from
    // the folder.
    for (const url of ['/', '/index.html']) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        // With deployed remotes the page names the releases this visitor gets (a canary's, for
        // a visitor in its buckets), so it depends on the visitor cookie.
        const visitor = options.remotesDir
          ? pageRoots(options.remotesDir, bucketForPage(request, reply))
          : { roots: remoteRoots(options), canaries: [] };
        const page = await pageWithInlineData({
          shellDist: path.join(options.webRoot, 'shell', 'dist'),
          remoteRoots: visitor.roots,
          canaries: visitor.canaries,
          remoteUrls: options.remoteUrls,
          siteConfig: options.siteConfig,
          vitalsSampleRate: options.vitalsSampleRate,
        });
        if (page === undefined) return reply.callNotFound();
        reply.header('cache-control', CACHE_CONTROL.revalidate);
        reply.header('vary', options.remotesDir ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
        const { body, encoding } = compressPage(page, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.type('text/html; charset=utf-8').send(body);
      });
    }
    await serveFolder(app, 'shell', path.join(options.webRoot, 'shell', 'dist'), '/');
    if (options.remotesDir) {
      await serveDeployedRemotes(app, options.remotesDir);
      return;
    }
    for (const name of REMOTE_NAMES) {
      await serveFolder(app, `remote ${name}`, remoteRoot(options, name), `/remotes/${name}/`);
    }
  },
  { name: 'web', fastify: '5.x' },
);
