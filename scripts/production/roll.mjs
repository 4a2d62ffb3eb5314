// Rolls the api instances of a production machine to the release `current` points at, one at a
// time and drained first, through systemd (docs/deployment.md "The api: migrate, then roll the
// instances"). For each instance:
//   1. render nginx.conf without it and `systemctl reload marketplace-nginx` (new requests avoid it);
//   2. `systemctl restart marketplace-api@<port>` (SIGTERM: it finishes in-flight requests first);
//   3. wait until http://127.0.0.1:<port>/api/v1/health answers 200;
//   4. render with every instance again and reload nginx.
// A failed step stops the roll with a non-zero exit and leaves the failed instance drained, so the
// others keep serving. --migrate runs `systemctl start marketplace-migrate` first.
//
//   API_UPSTREAMS=127.0.0.1:8081,127.0.0.1:8082 NGINX_LISTEN=... (the values of
//   deploy/render-nginx.mjs) node scripts/production/roll.mjs --out /etc/marketplace/nginx.conf [--migrate]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginxConfig, valuesFromEnv } from '../../deploy/render-nginx.mjs';

const HEALTH_TIMEOUT_MS = 60_000;

export class RollError extends Error {}

function systemctl(...args) {
  const result = spawnSync('systemctl', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`.trim();
    throw new RollError(`systemctl ${args.join(' ')} failed: ${output}`);
  }
}

async function waitHealthy(upstream, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`http://${upstream}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new RollError(`${upstream} did not answer /api/v1/health within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The port of an upstream, which names its systemd instance (`marketplace-api@8081`). */
function portOf(upstream) {
  const port = /:(\d+)$/.exec(upstream)?.[1];
  if (!port) throw new RollError(`API_UPSTREAMS entry without a port: ${upstream}`);
  return port;
}

/**
 * Rolls every upstream of `values.API_UPSTREAMS`. `log` receives one line per step.
 * @param {{ values: Record<string, string | string[]>, out: string, template?: string,
 *   migrate?: boolean, healthTimeoutMs?: number, log?: (line: string) => void }} options
 */
export async function roll({
  values,
  out,
  template,
  migrate = false,
  healthTimeoutMs = HEALTH_TIMEOUT_MS,
  log = console.log,
}) {
  const upstreams = values.API_UPSTREAMS;
  if (!Array.isArray(upstreams) || upstreams.length === 0) {
    throw new RollError('API_UPSTREAMS names no instance');
  }
  if (upstreams.length === 1) {
    log('one instance only: it cannot be drained, requests during its restart get a 502/503');
  }
  const publish = (serving) => {
    renderNginxConfig({ values: { ...values, API_UPSTREAMS: serving }, out, template });
    systemctl('reload', 'marketplace-nginx');
  };
  if (migrate) {
    log('migrating the database');
    systemctl('start', 'marketplace-migrate');
  }
  for (const upstream of upstreams) {
    const others = upstreams.filter((u) => u !== upstream);
    if (others.length > 0) {
      log(`draining ${upstream}`);
      publish(others);
    }
    log(`restarting marketplace-api@${portOf(upstream)}`);
    systemctl('restart', `marketplace-api@${portOf(upstream)}`);
    await waitHealthy(upstream, healthTimeoutMs);
    log(`${upstream} is healthy; serving from every instance again`);
    publish(upstreams);
  }
}

function parseArgs(argv) {
  const options = { migrate: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--out') options.out = argv[++i];
    else if (argv[i] === '--template') options.template = argv[++i];
    else if (argv[i] === '--migrate') options.migrate = true;
    else throw new RollError(`unknown argument: ${argv[i]}`);
  }
  if (!options.out) throw new RollError('--out <rendered nginx.conf> is required');
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await roll({ ...parseArgs(process.argv.slice(2)), values: valuesFromEnv(process.env) });
    console.log('roll finished: every instance runs the current release');
  } catch (error) {
    console.error(error instanceof RollError ? error.message : error);
    process.exit(1);
  }
}
