// The shared-singleton policy (docs/decisions/shared-singleton-versions.md) in a real browser: a
// remote built against an incompatible major of a shared singleton is deployed; the federation
// runtime warns in the console, and the page still renders with the shell's copy.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchPage } from '../support/browser';
import { productionSkipReason, startStack, type RunningStack } from '../support/nginx-stack';
import { buildRemoteVariant, type RemoteVariant } from '../support/remote-variant';

const skip = productionSkipReason() ?? false;
/** A major that does not exist yet: the admin remote "needs" it, the shell loads 7.x. */
const INCOMPATIBLE = { 'react-router-dom': '^8.0.0' };
const WARNING =
  /\[ Federation Runtime \].*Version 7\.\S+ from shell of shared singleton module react-router-dom does not satisfy the requirement of admin which needs \^8\.0\.0/;

describe(
  'a remote built against an incompatible major of a shared singleton',
  { skip, timeout: 180_000 },
  () => {
    let stack: RunningStack;
    let browser: Browser;
    let variant: RemoteVariant;

    before(async () => {
      [stack, variant, browser] = await Promise.all([
        startStack(),
        buildRemoteVariant({ remote: 'admin', dependencies: INCOMPATIBLE }),
        launchBrowser(),
      ]);
    });
    after(async () => {
      await browser?.close();
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
      await page.goto(`${stack.baseUrl}/#/admin`);
      const heading = await page.locator('main h1').first().textContent();
      await page.getByRole('contentinfo').waitFor();
      await page.close();
      return { heading, warnings, consoleErrors, logStart };
    }

    it('warns in the console and still renders the page; the rollback silences it', async () => {
      const compatible = await visitAdmin();
      assert.equal(compatible.warnings.filter((w) => WARNING.test(w)).length, 0);

      const deploy = await stack.run('scripts/deploy-remote.mjs', [
        'admin',
        '--prebuilt',
        variant.dist,
      ]);
      assert.equal(deploy.code, 0, deploy.output);
      const manifest = (await (
        await fetch(`${stack.baseUrl}/remotes/admin/mf-manifest.json`)
      ).json()) as {
        shared: { name: string; requiredVersion: string }[];
      };
      assert.equal(
        manifest.shared.find((s) => s.name === 'react-router-dom')?.requiredVersion,
        '^8.0.0',
      );

      const mismatched = await visitAdmin();
      const warning = mismatched.warnings.find((w) => WARNING.test(w));
      assert.ok(
        warning,
        `federation warning expected, got: ${JSON.stringify(mismatched.warnings)}`,
      );
      console.log(`console warning: ${warning}`);
      assert.equal(
        mismatched.heading,
        compatible.heading,
        'the page renders with the loaded singleton',
      );
      assert.deepEqual(mismatched.consoleErrors, []);
      assert.deepEqual(stack.failedRequests(mismatched.logStart), []);

      const rollback = await stack.run('scripts/rollback-remote.mjs', ['admin']);
      assert.equal(rollback.code, 0, rollback.output);
      const restored = await visitAdmin();
      assert.equal(restored.warnings.filter((w) => WARNING.test(w)).length, 0);
    });
  },
);
