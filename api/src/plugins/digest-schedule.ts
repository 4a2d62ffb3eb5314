import fp from 'fastify-plugin';
import { DigestRunner } from '../lib/digests/digest-pass';

/**
 * Saved searches' daily e-mails (docs/decisions/saved-search-alerts.md): every
 * DIGEST_CHECK_SECONDS this instance runs a pass; from DIGEST_TIME (IST) on, each saved search with
 * new listings gets the day's e-mail, whichever instance claims it first. Started once the app is
 * ready (the database migrated), stopped on close after the pass under way.
 */
export default fp(
  async (app) => {
    const { checkEveryMs, time } = app.config.digests;
    if (checkEveryMs === 0) return;
    const runner = new DigestRunner({
      db: app.db,
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      digestTime: time,
      log: app.log,
    });
    let running: Promise<void> | undefined;
    let timer: NodeJS.Timeout | undefined;

    const tick = () => {
      // A pass that outlasts the interval (a slow mail server) is not doubled.
      if (running) return;
      running = runner
        .check()
        .then(
          ({ sent }) => {
            if (sent > 0) app.log.info({ sent }, 'saved search e-mails sent');
          },
          (error: unknown) => app.log.error({ err: error }, 'saved search e-mails: pass failed'),
        )
        .finally(() => {
          running = undefined;
        });
    };

    app.addHook('onReady', async () => {
      timer = setInterval(tick, checkEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'digest-schedule', fastify: '5.x', dependencies: ['database', 'mail'] },
);
