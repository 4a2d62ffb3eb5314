import { istDateOf } from '@marketplace/shared/contracts';
import fp from 'fastify-plugin';
import { deleteVisitorsBefore } from '../db/repositories/listing-contacts';
import { expireListings } from '../db/repositories/listing-expiry';
import { listingExpiredMail } from '../lib/listing-mail';

/** How often live listings whose time is up are marked expired. */
const LISTING_EXPIRY_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the expiry job (the timer's; tests call it with their own clock). */
    expireListings(now?: Date): Promise<number>;
  }
}

/*
 * Listings expire without anyone doing it (docs/decisions/listing-expiry.md): every api instance
 * runs this pass at start and every minute. It is one conditional UPDATE, safe with any number of
 * instances: a listing is expired, and its lister e-mailed, by the one instance whose update
 * changed it. The reads that matter (a listing's page, its phone, an enquiry, the lister's own
 * views) treat a live listing past its time as expired in between.
 */
export default fp(
  async (app) => {
    async function pass(now: Date = new Date()): Promise<number> {
      const expired = await expireListings(app.db, now);
      for (const listing of expired) {
        if (listing.listerEmail) {
          app.mailer.sendInBackground(
            listingExpiredMail(listing.listerEmail, listing.name, listing.listerLanguage),
          );
        }
      }
      if (expired.length > 0) app.log.info({ expired: expired.length }, 'listings expired');
      // Yesterday's counted visitors can no longer count twice: today's day is all that matters.
      await deleteVisitorsBefore(app.db, istDateOf(now));
      return expired.length;
    }
    app.decorate('expireListings', pass);
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = pass().catch((error: unknown) => {
        app.log.warn({ err: error }, 'listing expiry failed');
      });
    };
    const timer = setInterval(run, LISTING_EXPIRY_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => run());
    // Before the database closes: a pass under way finishes first.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'listing-expiry', fastify: '5.x', dependencies: ['database', 'mail'] },
);
