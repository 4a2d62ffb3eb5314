import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { hideSecrets } from './lib/log-redaction';
import { named } from './lib/named-plugin';
import { answerClientError, answerFrameworkError } from './lib/malformed-requests';
import { OneLinePerRequest } from './lib/request-log';
import answerLanguage from './plugins/answer-language';
import auth from './plugins/auth';
import catalogue from './plugins/catalogue';
import database from './plugins/database';
import digestSchedule from './plugins/digest-schedule';
import docs from './plugins/docs';
import errorHandler from './plugins/error-handler';
import gracefulClose from './plugins/graceful-close';
import listingExpiry from './plugins/listing-expiry';
import mail from './plugins/mail';
import rateLimitStore from './plugins/rate-limit-store';
import securityHeaders from './plugins/security-headers';
import unreadBody from './plugins/unread-body';
import uploads from './plugins/uploads';
import web from './plugins/web';
import addressRoutes from './routes/addresses';
import adminRoutes from './routes/admin';
import authRoutes from './routes/auth';
import bookingRoutes from './routes/bookings';
import cartRoutes from './routes/cart';
import clientEventRoutes from './routes/client-events';
import catalogueRoutes from './routes/catalogue';
import enquiryRoutes from './routes/enquiries';
import healthRoutes from './routes/health';
import myListingRoutes from './routes/my-listings';
import propertyRoutes from './routes/properties';
import propertyWriteRoutes from './routes/properties/admin-writes';
import listingContactRoutes from './routes/properties/listing-contact';
import savedSearchRoutes from './routes/saved-searches';
import unsubscribeRoutes from './routes/saved-searches/unsubscribe';
import wishlistRoutes from './routes/wishlist';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export type App = FastifyInstance;

/** Fastify understands a hop count, but its types only take a function for that. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Node's and Fastify's timeouts (docs/decisions/request-timeouts.md). The idle timeout is the
 * socket's inactivity timer: any byte in or out resets it, so it cuts a stalled body but never a
 * slow upload that progresses. Headers get a total cap, checked a few times within it. There is no
 * total cap on a request (`requestTimeout`): a large upload at a modest speed must pass.
 */
function timeoutOptions({ idleMs, headersMs }: AppConfig['timeouts']) {
  return {
    connectionTimeout: idleMs,
    requestTimeout: 0,
    http: {
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.max(50, Math.min(headersMs / 4, 5_000)),
    },
  };
}

/** Every /api/v1 resource: one folder under src/routes, one line here. */
async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(named('healthRoutes', healthRoutes));
  await api.register(named('enquiryRoutes', enquiryRoutes));
  await api.register(named('authRoutes', authRoutes));
  await api.register(named('adminRoutes', adminRoutes));
  await api.register(named('catalogueRoutes', catalogueRoutes));
  await api.register(named('cartRoutes', cartRoutes));
  await api.register(named('bookingRoutes', bookingRoutes));
  await api.register(named('addressRoutes', addressRoutes));
  await api.register(named('propertyRoutes', propertyRoutes));
  await api.register(named('propertyWriteRoutes', propertyWriteRoutes));
  await api.register(named('listingContactRoutes', listingContactRoutes));
  await api.register(named('myListingRoutes', myListingRoutes));
  await api.register(named('wishlistRoutes', wishlistRoutes));
  await api.register(named('clientEventRoutes', clientEventRoutes));
  await api.register(named('savedSearchRoutes', savedSearchRoutes));
  await api.register(named('unsubscribeRoutes', unsubscribeRoutes));
}

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read the warnings from here). */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the whole application (plugins and routes) without listening, so tests can drive it
 * with `inject` and server.ts can listen. The database is opened but not migrated.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Bearer tokens, cookies and passwords never reach the log.
      formatters: { log: hideSecrets },
    },
    logController: new OneLinePerRequest(),
    trustProxy: trustProxyOption(config.trustProxy),
    // Give in-flight requests a chance on close, but drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
    // A request that reaches a route while closing (on a keep-alive socket still open) is
    // answered, with `Connection: close` (graceful-close.ts), instead of Fastify's own 503 body:
    // a proxy does not resend a POST, so the client would get a reply outside the api envelope.
    return503OnClosing: false,
    ...timeoutOptions(config.timeouts),
    // Requests that never reach a route still get the envelope and the security headers.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(gracefulClose);
  await app.register(unreadBody);
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(answerLanguage);
  await app.register(database, { database: config.database });
  await app.register(rateLimitStore);
  await app.register(mail, { mail: config.mail });
  await app.register(digestSchedule);
  await app.register(auth);
  await app.register(catalogue);
  await app.register(listingExpiry);
  await app.register(docs);
  await app.register(uploads, { uploadDir: config.uploadDir, s3: config.s3 });
  await app.register(named('apiRoutes', apiRoutes), { prefix: '/api/v1' });
  if (config.serveWeb) {
    await app.register(web, {
      webRoot: config.webRoot,
      remotesDir: config.remotesDir,
      remoteUrls: config.remoteUrls,
      siteConfig: config.site,
      vitalsSampleRate: config.vitalsSampleRate,
    });
  }
  return app;
}
