// axe-core in the page under test, at WCAG 2.2 AA. Only serious and critical violations fail a
// test; each one is described by the page state it was found in, the rule and the
// elements, so a failure says where to look.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Counts of what an audit run checked, for the figures of docs/security.md. */
export interface AuditTally {
  states: number;
  violations: string[];
}

export function newTally(): AuditTally {
  return { states: 0, violations: [] };
}

/**
 * Audits the page as it is now; adds each serious or critical violation to the tally. `mainOnly`
 * skips the header and footer, which are the same on every route and audited once per pass (axe
 * takes seconds per page on a busy machine).
 */
export async function audit(
  page: Page,
  state: string,
  tally: AuditTally,
  mainOnly = false,
): Promise<void> {
  // A toast sliding in or out is half transparent, and axe measures its text against that blend.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('.Toastify__toast')).every((toast) =>
        toast.getAnimations().every((animation) => animation.playState !== 'running'),
      ),
    undefined,
    { timeout: 10_000 },
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (mainOnly) builder.include('main');
  const results = await builder.analyze();
  tally.states += 1;
  for (const violation of results.violations) {
    if (!FAILING_IMPACTS.has(violation.impact ?? '')) continue;
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`)
      .join('\n      ');
    tally.violations.push(`${state}: ${violation.id} (${violation.impact})\n      ${targets}`);
  }
}

/** Waits until the routed area has rendered and the network is quiet. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (document.querySelector('main')?.textContent?.trim().length ?? 0) > 20,
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('main [aria-busy="true"], main [role="progressbar"]'),
    undefined,
    { timeout: 20_000 },
  );
}

/** A page in its own context: axe's frame handling needs one (browser.newPage() is refused). */
export async function newAuditPage(
  browser: Browser,
  viewport: { width: number; height: number },
  storageState?: BrowserContextOptions['storageState'],
): Promise<Page> {
  const context = await browser.newContext({ viewport, storageState });
  return context.newPage();
}

export async function closeAuditPage(page: Page): Promise<void> {
  await page.context().close();
}
