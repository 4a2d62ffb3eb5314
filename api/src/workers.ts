import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

/*
 * API_WORKERS > 1 (docs/decisions/api-workers.md): this process (the primary) prepares the
 * database once, then forks that many workers which each run the whole app and share the port
 * (Node's cluster hands each new connection to one of them). The primary answers no request:
 * it prints the URL once, replaces a worker that dies, and passes a shutdown on to all of them.
 */

/** What a worker tells the primary once it listens. */
export interface ListeningMessage {
  type: 'listening';
  url: string;
}

const isListeningMessage = (message: unknown): message is ListeningMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'listening';

/** Pause before a dead worker is replaced, so a worker that dies at once does not spin. */
const RESTART_DELAY_MS = 1000;
/** Replacements within RESTART_WINDOW_MS after which the primary gives up (exit 1). */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** Workers not yet exited (cluster.workers keeps an exited one until its channel closes). */
const alive = (): Worker[] =>
  Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());

export function runWorkers(count: number, log: FastifyBaseLogger, shutdownGraceMs: number): void {
  let stopping = false;
  let announced = false;
  let restarts: number[] = [];

  const stopAll = (exitCode: number) => {
    stopping = true;
    if (alive().length === 0) process.exit(exitCode);
    for (const worker of alive()) worker.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (alive().length === 0) process.exit(exitCode);
    });
    // The workers have their own grace period; this only covers one that hangs past it.
    setTimeout(() => process.exit(1), shutdownGraceMs + 2000).unref();
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isListeningMessage(message) || announced) return;
      announced = true;
      console.log(`Marketplace running at ${message.url} (${count} workers)`);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!announced) {
      // Never listened: the same start would fail again (port taken, bad database).
      log.fatal({ pid: worker.process.pid, code }, 'an api worker failed to start');
      stopAll(1);
      return;
    }
    const now = Date.now();
    restarts = [...restarts.filter((at) => now - at < RESTART_WINDOW_MS), now];
    if (restarts.length > MAX_RESTARTS) {
      log.fatal({ restarts: restarts.length }, 'api workers keep dying; stopping');
      stopAll(1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'an api worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1); // A second signal means "now".
      log.info({ signal }, 'shutting down: workers finish their in-flight requests');
      stopAll(0);
    });
  }

  for (let i = 0; i < count; i += 1) fork();
}
