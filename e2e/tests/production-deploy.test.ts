// Independent deploys through nginx: a changed build of one remote goes live with deploy-remote
// (a page reload shows it), rollback-remote brings the old one back, and a deploy from the
// repository's sources builds and ships that one remote. The shell and the other remotes are
// never rebuilt nor switched.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import type { Browser, Page } from 'playwright-core';
import { watchPage } from '../support/browser';
import {
  REPO_ROOT,
  productionSkipReason,
  startStack,
  type RunningStack,
} from '../support/nginx-stack';
import { buildRemoteVariant, type RemoteVariant } from '../support/remote-variant';
import { startSite } from '../support/server';

const skip = productionSkipReason() ?? false;
// The real-estate remote is the one redeployed: its page is public, so a visitor sees the
// release label (the admin remote sends a visitor to log in).
const OTHER_REMOTES = ['catalogue', 'account', 'admin'];

/** Every file of a folder with its content hash and modification time. */
function snapshot(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const full = path.join(dir, file);
        const digest = createHash('sha256').update(readFileSync(full)).digest('hex');
        result[file] = `${digest} ${statSync(full).mtimeMs}`;
      }
    }
  };
  walk('');
  return result;
}

test.describe('deploying one remote', { tag: ['@shell', '@realestate'] }, () => {
  test.skip(Boolean(skip), skip || undefined);
  test.describe.configure({ timeout: 240_000 });
  let stack: RunningStack;
  let browser: Browser;
  let variant: RemoteVariant;
  const label = `Release e2e ${Date.now().toString(36)}`;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    browser = sharedBrowser;
    [stack, variant] = await Promise.all([
      startStack(),
      buildRemoteVariant({ remote: 'realestate', banner: label }),
    ]);
  });
  test.afterAll(async () => {
    await stack?.stop();
    variant?.cleanup();
  });

  const current = (app: string) =>
    readlinkSync(
      path.join(
        app === 'shell' ? stack.state().shellRoot : path.join(stack.state().remotesRoot, app),
        'current',
      ),
    );

  async function deployed(page: Page) {
    await page.reload();
    const heading = page.locator('main h1').first();
    await heading.waitFor();
    return {
      heading: await heading.textContent(),
      labelShown: await page.getByText(label).count(),
    };
  }

  async function remoteEntryDigest() {
    const response = await fetch(`${stack.baseUrl}/remotes/realestate/remoteEntry.js`);
    return createHash('sha256')
      .update(Buffer.from(await response.arrayBuffer()))
      .digest('hex');
  }

  /**
   * The real-estate start files the page at / names in its start-up data (the deploy steps write
   * it, page-cli.ts), checked to be files of the live release: the page never preloads a file of
   * a release that is gone.
   */
  async function pageStartFiles() {
    const html = await (await fetch(`${stack.baseUrl}/`)).text();
    const json = /<script type="application\/json" id="inline-data">(.*?)<\/script>/.exec(html);
    const data = JSON.parse(json?.[1] ?? '{}') as { remoteFiles?: Record<string, string[]> };
    const files = (data.remoteFiles?.realestate ?? []).map((url) =>
      url.replace('/remotes/realestate/', ''),
    );
    const live = path.join(stack.state().remotesRoot, 'realestate', 'current');
    expect(files.length).toBeGreaterThan(1);
    expect(files.filter((file) => !existsSync(path.join(live, file)))).toStrictEqual([]);
    return files;
  }

  test('ships a changed real-estate build, rolls it back, and redeploys from source, shell untouched', async () => {
    const shellServed = snapshot(path.join(stack.state().shellRoot, 'current'));
    const shellBuilt = snapshot(path.join(REPO_ROOT, 'shell/dist'));
    const shellRelease = current('shell');
    const others = OTHER_REMOTES.map(current);
    const firstRelease = current('realestate');

    const logStart = stack.accessLog().length;
    const page = await browser.newPage();
    const { consoleErrors, foreignRequests } = watchPage(page, stack.baseUrl);
    await page.goto(`${stack.baseUrl}/#/real-estate`);
    const before = await deployed(page);
    expect(before.labelShown).toBe(0);
    const originalEntry = await remoteEntryDigest();
    const originalStartFiles = await pageStartFiles();

    // 1. The changed build goes live: the served bytes change and the page shows the label.
    const deploy = await stack.run('scripts/deploy-remote.mjs', [
      'realestate',
      '--prebuilt',
      variant.dist,
    ]);
    expect(deploy.code, deploy.output).toBe(0);
    expect(deploy.output).toMatch(/deployed realestate: \S+ -> \S+/);
    const variantRelease = current('realestate');
    expect(variantRelease).not.toBe(firstRelease);
    expect(await remoteEntryDigest()).not.toBe(originalEntry);
    const withVariant = await deployed(page);
    expect(withVariant.labelShown, 'the new build is on the page after a reload').toBe(1);
    expect(withVariant.heading).toBe(before.heading);
    expect(await pageStartFiles()).not.toStrictEqual(originalStartFiles);

    // 2. Rollback: the previous release is live again, byte for byte.
    const rollback = await stack.run('scripts/rollback-remote.mjs', ['realestate']);
    expect(rollback.code, rollback.output).toBe(0);
    expect(current('realestate')).toBe(firstRelease);
    expect(await remoteEntryDigest()).toBe(originalEntry);
    const rolledBack = await deployed(page);
    expect(rolledBack.labelShown, 'the old build is back after a reload').toBe(0);
    expect(rolledBack.heading).toBe(before.heading);
    expect(await pageStartFiles()).toStrictEqual(originalStartFiles);

    // 3. A deploy from the repository builds mfe-realestate (npm run build -w mfe-realestate) and ships it.
    const fromSource = await stack.run('scripts/deploy-remote.mjs', ['realestate']);
    expect(fromSource.code, fromSource.output).toBe(0);
    expect(current('realestate')).not.toBe(firstRelease);
    expect((await deployed(page)).labelShown).toBe(0);
    await pageStartFiles();

    // The shell was neither rebuilt nor switched, and no other remote moved.
    expect(current('shell')).toBe(shellRelease);
    expect(snapshot(path.join(stack.state().shellRoot, 'current'))).toStrictEqual(shellServed);
    expect(snapshot(path.join(REPO_ROOT, 'shell/dist'))).toStrictEqual(shellBuilt);
    expect(OTHER_REMOTES.map(current)).toStrictEqual(others);
    expect(stack.failedRequests(logStart)).toStrictEqual([]);
    expect(consoleErrors).toStrictEqual([]);
    expect(foreignRequests).toStrictEqual([]);
    await page.close();
  });

  test('keeps the old build reachable for a page that loaded it before the switch', async () => {
    // A page that loaded the old remoteEntry.js may ask for its lazy chunks after a deploy; the
    // new release carries the previous release's hashed files, so those requests still succeed.
    const releases = path.join(stack.state().remotesRoot, 'realestate/releases');
    const live = JSON.parse(
      readFileSync(path.join(releases, `${current('realestate').split('/').pop()}.json`), 'utf8'),
    ) as {
      files: string[];
    };
    const before = live.files.filter((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    expect(before.length > 0).toBeTruthy();
    const deploy = await stack.run('scripts/deploy-remote.mjs', [
      'realestate',
      '--prebuilt',
      variant.dist,
    ]);
    expect(deploy.code, deploy.output).toBe(0);
    for (const file of before) {
      const response = await fetch(`${stack.baseUrl}/remotes/realestate/${file}`);
      expect(response.status, file).toBe(200);
      await response.arrayBuffer();
    }
  });

  test('serves the same live releases from the embedded server with REMOTES_DIR', async () => {
    const embedded = await startSite({ REMOTES_DIR: stack.state().remotesRoot });
    try {
      for (const remote of ['catalogue', 'realestate']) {
        for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
          const bytes = async (base: string) =>
            Buffer.from(await (await fetch(`${base}/remotes/${remote}/${file}`)).arrayBuffer());
          const viaNginx = await bytes(stack.baseUrl);
          const viaEmbedded = await bytes(embedded.baseUrl);
          expect(
            viaEmbedded.equals(viaNginx),
            `${remote}/${file} is the same release`,
          ).toBeTruthy();
        }
      }
      const page = await browser.newPage();
      await page.goto(`${embedded.baseUrl}/#/real-estate`);
      await page.getByText(label).waitFor();
      await page.close();
    } finally {
      await embedded.stop();
    }
  });
});
