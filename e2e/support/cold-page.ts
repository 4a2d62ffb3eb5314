import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/**
 * `url` opened in a fresh context (nothing cached), its console messages kept from the start,
 * once its first heading is drawn and the network is idle.
 */
export async function openCold(browser: Browser, url: string, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const consoleMessages: string[] = [];
  page.on('console', (message) => consoleMessages.push(message.text()));
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page, consoleMessages };
}

/** Chrome's warnings about a preload left unused, which it gives a few seconds after load. */
export async function unusedPreloadWarnings(page: Page, consoleMessages: string[]) {
  await page.waitForTimeout(3500);
  return consoleMessages.filter((text) => /preload/i.test(text));
}
