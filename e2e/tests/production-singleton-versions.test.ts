// The shared-singleton policy (docs/decisions/shared-singleton-versions.md) in a real browser: a
// remote built against an incompatible major of a shared singleton is deployed; the federation
// runtime warns in the console, and the page still renders with the shell's copy.
import { expect, test } from '../support/fixtures';
import type { Browser } from 'playwright-core';
import { watchPage } from '../support/browser';
import { productionSkipReason, startStack, type RunningStack } from '../support/nginx-stack';
import { buildRemoteVariant, type RemoteVariant } from '../support/remote-variant';

const skip = productionSkipReason() ?? false;
/** A major that does not exist yet: the admin remote "needs" it, the shell loads 7.x. */
const INCOMPATIBLE = { 'react-router-dom': '^8.0.0' };
// The stack's first administrator: /admin loads the admin remote only for a visitor with a
// session (docs/decisions/login-first-routes.md).
const ADMIN = { username: 'owner', email: 'owner@example.test', password: 'Owner2024Pass' };
const WARNING =
  /\[ Federation Runtime \].*Version 7\.\S+ from shell of shared singleton module react-router-dom does not satisfy the requirement of admin which needs \^8\.0\.0/;

/** What it checks, for `npm run check` (e2e/support/areas.ts). */
const AREAS = { tag: ['@shell', '@admin'] };

test.describe('a remote built against an incompatible major of a shared singleton', AREAS, () => {
  test.skip(Boolean(skip), skip || undefined);
  test.describe.configure({ timeout: 180_000 });
  let stack: RunningStack;
  let browser: Browser;
  let variant: RemoteVariant;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    browser = sharedBrowser;
    [stack, variant] = await Promise.all([
      startStack({
        env: {
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
      }),
      buildRemoteVariant({ remote: 'admin', dependencies: INCOMPATIBLE }),
    ]);
  });
  test.afterAll(async () => {
    await stack?.stop();
    variant?.cleanup();
  });

  async function visitAdmin() {
    const logStart = stack.accessLog().length;
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const { consoleErrors } = watchPage(page, stack.baseUrl);
    const login = await fetch(`${stack.baseUrl}/api/v1/simple-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    const session = (await login.json()) as { token?: string; user?: unknown };
    expect(session.token, 'the administrator logged in').toBeTruthy();
    await page.addInitScript((auth) => {
      window.localStorage.setItem('auth', JSON.stringify({ ...auth, otpVerified: true }));
    }, session);
    await page.goto(`${stack.baseUrl}/#/admin`);
    const heading = await page.locator('main h1').first().textContent();
    await page.getByRole('contentinfo').waitFor();
    await page.close();
    return { heading, warnings, consoleErrors, logStart };
  }

  test('warns in the console and still renders the page; the rollback silences it', async () => {
    const compatible = await visitAdmin();
    expect(compatible.warnings.filter((w) => WARNING.test(w)).length).toBe(0);

    const deploy = await stack.run('scripts/deploy-remote.mjs', [
      'admin',
      '--prebuilt',
      variant.dist,
    ]);
    expect(deploy.code, deploy.output).toBe(0);
    const manifest = (await (
      await fetch(`${stack.baseUrl}/remotes/admin/mf-manifest.json`)
    ).json()) as {
      shared: { name: string; requiredVersion: string }[];
    };
    expect(manifest.shared.find((s) => s.name === 'react-router-dom')?.requiredVersion).toBe(
      '^8.0.0',
    );

    const mismatched = await visitAdmin();
    const warning = mismatched.warnings.find((w) => WARNING.test(w));
    expect(
      warning,
      `federation warning expected, got: ${JSON.stringify(mismatched.warnings)}`,
    ).toBeTruthy();
    console.log(`console warning: ${warning}`);
    expect(mismatched.heading, 'the page renders with the loaded singleton').toBe(
      compatible.heading,
    );
    expect(mismatched.consoleErrors).toStrictEqual([]);
    expect(stack.failedRequests(mismatched.logStart)).toStrictEqual([]);

    const rollback = await stack.run('scripts/rollback-remote.mjs', ['admin']);
    expect(rollback.code, rollback.output).toBe(0);
    const restored = await visitAdmin();
    expect(restored.warnings.filter((w) => WARNING.test(w)).length).toBe(0);
  });
});
