import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, REMOTE_NAMES, REPO_ROOT, loadConfig } from './config';
import { createDatabase } from './db/connect';
import { evaluateCanary, type CanaryDecision, type LiveCanary } from './lib/canary-rule';
import { loadCanarySettings, type CanaryWatchSettings } from './lib/canary-settings';

/*
 * `npm run canary-watch` (node api/dist/canary-watch.js [--once]): the process that ends canary
 * releases without a person (docs/decisions/canary-rule.md). Every CANARY_WATCH_INTERVAL_SECONDS
 * it reads each remote's canary (<REMOTES_ROOT>/<name>/canary.json, written by
 * `deploy-remote --canary`), compares what real visitors reported of the canary and of the stable
 * release since it started (the api's aggregates, DATABASE_URL), and promotes or aborts it by
 * running the very command a person would (`deploy-remote <name> --promote|--abort`). It runs where
 * the deploy folders are, with the deployer's rights: the api instances never write served code.
 */

const DEPLOY_SCRIPT = path.join(REPO_ROOT, 'scripts/deploy-remote.mjs');

interface CanaryFile {
  release?: unknown;
  stable?: unknown;
  startedAt?: unknown;
}

function remotesRoot(env: NodeJS.ProcessEnv): string {
  return path.resolve(REPO_ROOT, env.REMOTES_ROOT || env.REMOTES_DIR || '.deploy/remotes');
}

/** The live canary of a remote, or null (none, or a file being written: read next time). */
function readLiveCanary(root: string, remote: string): LiveCanary | null {
  let file: CanaryFile;
  try {
    file = JSON.parse(readFileSync(path.join(root, remote, 'canary.json'), 'utf8')) as CanaryFile;
  } catch {
    return null;
  }
  const startedAt = typeof file.startedAt === 'string' ? new Date(file.startedAt) : null;
  if (typeof file.release !== 'string' || typeof file.stable !== 'string') return null;
  if (!startedAt || Number.isNaN(startedAt.getTime())) return null;
  return { remote, release: file.release, stableRelease: file.stable, startedAt };
}

function log(message: string): void {
  console.log(`${new Date().toISOString()} canary-watch: ${message}`);
}

/** Runs `deploy-remote <remote> --promote|--abort` for the decided canary; true when it did. */
function act(root: string, decision: CanaryDecision, live: LiveCanary): Promise<boolean> {
  const flag = decision.action === 'promote' ? '--promote' : '--abort';
  const args = [DEPLOY_SCRIPT, live.remote, flag, '--release', live.release];
  args.push('--reason', `rule: ${decision.reason}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      env: { ...process.env, REMOTES_ROOT: root },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

async function watchOnce(
  db: ReturnType<typeof createDatabase>,
  root: string,
  settings: CanaryWatchSettings,
  lastReasons: Map<string, string>,
): Promise<void> {
  for (const remote of REMOTE_NAMES) {
    const live = readLiveCanary(root, remote);
    if (!live) {
      lastReasons.delete(remote);
      continue;
    }
    const decision = await evaluateCanary(db, live, new Date(), settings.thresholds);
    const line = `${remote} ${live.release}: ${decision.action} (${decision.reason})`;
    if (lastReasons.get(remote) !== line) log(line);
    lastReasons.set(remote, line);
    if (decision.action !== 'wait' && !(await act(root, decision, live))) {
      log(`${remote}: deploy-remote ${decision.action} failed; trying again next time`);
    }
  }
}

async function main(argv: string[]): Promise<number> {
  let settings: CanaryWatchSettings;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
    settings = loadCanarySettings(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const root = remotesRoot(process.env);
  const db = createDatabase(config.database);
  const lastReasons = new Map<string, string>();
  const once = argv.includes('--once');
  let stopping = false;
  let wake = () => undefined as void;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      wake();
    });
  }
  if (!once) log(`watching ${root} every ${settings.intervalMs / 1000}s`);
  try {
    do {
      try {
        await watchOnce(db, root, settings, lastReasons);
      } catch (error) {
        log(`failed: ${error instanceof Error ? error.message : String(error)}; trying again`);
        if (once) return 1;
      }
      if (!once && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, settings.intervalMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } while (!once && !stopping);
  } finally {
    await db.destroy();
  }
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
