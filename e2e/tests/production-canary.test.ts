// Canary releases of a remote, through nginx (two api instances on PostgreSQL, the stack's canary
// watcher) and through the embedded server with REMOTES_DIR (SQLite, a watcher of its own): a
// broken canary (its pages throw as they render) is aborted by the rule from what its visitors'
// browsers reported, and a visitor's open page moves back by itself; a healthy one is promoted; a
// visitor stays on their variant across reloads. The rule's minimums are lowered (RULE_ENV): the
// api's tests hold its thresholds.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN, expect, test } from '../support/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  REPO_ROOT,
  productionSkipReason,
  runNode,
  startStack,
  type ScriptResult,
} from '../support/nginx-stack';
import { buildRemoteVariant, type RemoteVariant } from '../support/remote-variant';
import { startSite } from '../support/server';
import { VISITOR_COOKIE, newVisitorId, visitorBucket } from '../../api/src/lib/visitor-bucket';

const skip = productionSkipReason() ?? false;
const UNAVAILABLE = 'This part of the site is not available right now';

/** The rule, quick: a broken canary goes after 2 erring page views, a healthy one after 3. */
const RULE_ENV = {
  CANARY_WATCH_INTERVAL_SECONDS: '1',
  CANARY_MIN_MINUTES: '0',
  CANARY_MIN_PAGE_VIEWS: '3',
  CANARY_FAST_ABORT_PAGE_VIEWS: '2',
  // Judged by its errors alone here: LCP needs pages kept open 10 s (site-health.test.ts).
  CANARY_MIN_LCP_SAMPLES: '1000000',
  CANARY_MAX_WAIT_MINUTES: '0',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

interface Front {
  name: string;
  baseUrl: string;
  remotesRoot: string;
  deploy(args: string[]): Promise<ScriptResult>;
  stop(): Promise<void>;
}

async function nginxFront(): Promise<Front> {
  const stack = await startStack({ env: RULE_ENV });
  return {
    name: 'nginx',
    baseUrl: stack.baseUrl,
    remotesRoot: stack.state().remotesRoot,
    deploy: (args) => stack.run('scripts/deploy-remote.mjs', args),
    stop: () => stack.stop(),
  };
}

/** The watcher beside an embedded server: `npm run canary-watch` on the server's database. */
function startWatcher(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const watcher = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/canary-watch.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    watcher.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (chunk.toString().includes('canary-watch: watching')) resolve(watcher);
    });
    watcher.on('exit', (code) => reject(new Error(`canary-watch exited with ${code}`)));
  });
}

async function embeddedFront(): Promise<Front> {
  const root = mkdtempSync(path.join(tmpdir(), 'marketplace-canary-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...RULE_ENV,
    REMOTES_ROOT: path.join(root, 'remotes'),
    SHELL_ROOT: path.join(root, 'shell'),
    DATABASE_URL: path.join(root, 'canary.sqlite'),
  };
  const published = await runNode(
    path.join(REPO_ROOT, 'scripts/production/publish-all.mjs'),
    [],
    env,
  );
  if (published.code !== 0) throw new Error(`publish-all failed:\n${published.output}`);
  const site = await startSite({
    ...RULE_ENV,
    REMOTES_DIR: env.REMOTES_ROOT ?? '',
    DATABASE_URL: env.DATABASE_URL ?? '',
  });
  const watcher = await startWatcher(env);
  return {
    name: 'embedded',
    baseUrl: site.baseUrl,
    remotesRoot: env.REMOTES_ROOT ?? '',
    deploy: (args) => runNode(path.join(REPO_ROOT, 'scripts/deploy-remote.mjs'), args, env),
    stop: async () => {
      const exited = new Promise((resolve) => watcher.once('exit', resolve));
      watcher.kill('SIGTERM');
      await exited;
      await site.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A visitor id whose bucket passes `wanted`, as nginx and the embedded server hash it. */
function visitorWhere(wanted: (bucket: string) => boolean): string {
  for (;;) {
    const id = newVisitorId();
    if (wanted(visitorBucket(id))) return id;
  }
}

for (const startFront of [nginxFront, embeddedFront]) {
  const frontName = startFront === nginxFront ? 'nginx' : 'the embedded server';

  // The deploy commands and the lanes (the shell's platform), the remote on canary, and the rule
  // and client events in the api.
  test.describe(
    `canary releases through ${frontName}`,
    { tag: ['@shell', '@realestate', '@api'] },
    () => {
      test.skip(Boolean(skip), skip || undefined);
      test.describe.configure({ timeout: 300_000 });
      let front: Front;
      let browser: Browser;
      let broken: RemoteVariant;
      let healthy: RemoteVariant;
      const label = `Canary e2e ${Date.now().toString(36)}`;

      test.beforeAll(async ({ browser: sharedBrowser }) => {
        browser = sharedBrowser;
        [front, broken, healthy] = await Promise.all([
          startFront(),
          buildRemoteVariant({ remote: 'realestate', broken: true }),
          buildRemoteVariant({ remote: 'realestate', banner: label }),
        ]);
      });
      test.afterAll(async () => {
        await front?.stop();
        broken?.cleanup();
        healthy?.cleanup();
      });

      const appRoot = () => path.join(front.remotesRoot, 'realestate');
      const current = () => path.basename(readlinkSync(path.join(appRoot(), 'current')));
      const canary = () =>
        JSON.parse(readFileSync(path.join(appRoot(), 'canary.json'), 'utf8')) as {
          release: string;
          buckets: string[];
        };
      const lastLogged = () =>
        JSON.parse(
          readFileSync(path.join(appRoot(), 'canaries.log'), 'utf8').trim().split('\n').at(-1) ??
            '{}',
        ) as { event: string; release: string; reason: string };

      async function visitorIn(buckets: string[], inside: boolean): Promise<BrowserContext> {
        const context = await browser.newContext();
        const id = visitorWhere((bucket) => bucket !== '' && buckets.includes(bucket) === inside);
        await context.addCookies([{ name: VISITOR_COOKIE, value: id, url: front.baseUrl }]);
        return context;
      }

      /** A fresh page load of the listing (the page before it is left: its beacon goes). */
      async function openListing(page: Page): Promise<'listing' | 'unavailable'> {
        await page.goto('about:blank');
        await page.goto(`${front.baseUrl}/#/real-estate`);
        const listing = page.getByRole('heading', { level: 1 });
        const unavailable = page.getByText(UNAVAILABLE);
        await listing.or(unavailable).first().waitFor();
        return (await unavailable.count()) > 0 ? 'unavailable' : 'listing';
      }

      test('a broken canary is aborted by the rule, and its visitors are moved back', async () => {
        const stable = current();
        const started = await front.deploy([
          'realestate',
          '--prebuilt',
          broken.dist,
          '--canary',
          '10',
        ]);
        expect(started.code, started.output).toBe(0);
        const { release, buckets } = canary();
        expect(buckets).toHaveLength(10);

        const others = await (await visitorIn(buckets, false)).newPage();
        expect(await openListing(others)).toBe('listing');
        const first = await (await visitorIn(buckets, true)).newPage();
        expect(await openListing(first)).toBe('unavailable');
        // A second canary visitor, whose page stays open on the broken area.
        const second = await (await visitorIn(buckets, true)).newPage();
        expect(await openListing(second)).toBe('unavailable');

        // Their errors were sent at once; the watcher aborts within seconds.
        await expect.poll(() => lastLogged().event, { timeout: 30_000 }).toBe('aborted');
        expect(lastLogged()).toMatchObject({ event: 'aborted', release });
        expect(existsSync(path.join(appRoot(), 'canary.json'))).toBe(false);
        expect(lastLogged().reason).toMatch(/^rule: broken: 1000 errors per 1,000 page views/);
        expect(current()).toBe(stable);

        // The open page reloads by itself onto the stable release; a new load gets it too.
        await second.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
        await expect(second.getByText(UNAVAILABLE)).toHaveCount(0);
        expect(await openListing(first)).toBe('listing');
      });

      test('a healthy canary is promoted by the rule; until then each visitor keeps their variant', async () => {
        const started = await front.deploy([
          'realestate',
          '--prebuilt',
          healthy.dist,
          '--canary',
          '10',
        ]);
        expect(started.code, started.output).toBe(0);
        const { release, buckets } = canary();
        const labelled = async (page: Page) => {
          expect(await openListing(page)).toBe('listing');
          return (await page.getByText(label).count()) > 0;
        };

        // Outside the canary's buckets: the stable release, load after load.
        const other = await (await visitorIn(buckets, false)).newPage();
        for (let load = 0; load < 3; load += 1) expect(await labelled(other)).toBe(false);
        // A first visit gets a cookie, kept across loads, and the variant its bucket says.
        const newcomer = await (await browser.newContext()).newPage();
        const seen = [];
        for (let load = 0; load < 3; load += 1) {
          const shown = await labelled(newcomer);
          const [cookie] = await newcomer.context().cookies();
          seen.push([cookie?.value, shown]);
        }
        const id = String(seen[0]?.[0]);
        expect(id).toMatch(/^[0-9a-f]{32}$/);
        expect(seen).toStrictEqual(Array(3).fill([id, buckets.includes(visitorBucket(id))]));
        // Inside: the canary, load after load; each load's view reaches the rule as it is left.
        const inside = await (await visitorIn(buckets, true)).newPage();
        for (let load = 0; load < 3; load += 1) expect(await labelled(inside)).toBe(true);
        await inside.goto('about:blank');

        await expect.poll(() => lastLogged().event, { timeout: 30_000 }).toBe('promoted');
        expect(lastLogged()).toMatchObject({ event: 'promoted', release });
        expect(existsSync(path.join(appRoot(), 'canary.json'))).toBe(false);
        expect(lastLogged().reason).toMatch(/^rule: healthy/);
        expect(current()).toBe(release);
        // Everyone has it now.
        expect(await labelled(other)).toBe(true);
      });

      test('the Site health tab’s figures show both releases from these visits', async () => {
        const login = await fetch(`${front.baseUrl}/api/v1/simple-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
        });
        const { token } = (await login.json()) as { token: string };
        const response = await fetch(`${front.baseUrl}/api/v1/admin/site-health`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { hour } = (await response.json()) as {
          hour: { remote: string; release: string; pageViews: number; errorsPer1000: number }[];
        };
        const realestate = hour.filter((row) => row.remote === 'realestate');
        // The stable release, the aborted canary (every view erred) and the promoted one.
        expect(realestate.length).toBeGreaterThanOrEqual(3);
        expect(realestate.some((row) => row.errorsPer1000 === 1000 && row.pageViews >= 2)).toBe(
          true,
        );
        expect(realestate.every((row) => row.pageViews > 0)).toBe(true);
      });
    },
  );
}
