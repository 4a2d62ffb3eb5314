// The browser tests' `test` and `expect`. Each test file shares the worker's Chromium (the
// `browser` fixture, launched with playwright.config.ts's launchOptions); whatever a test opens
// with browser.newPage() or browser.newContext() is closed when the test ends, passed or failed,
// after Playwright has taken its failure screenshot and trace.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ closeWhatTheTestOpened: void }>({
  closeWhatTheTestOpened: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});

export { expect };

/** expect(value, message).toBeTruthy() that, like assert.ok, narrows value's type after it. */
export function expectTruthy(value: unknown, message?: string): asserts value {
  expect(value, message).toBeTruthy();
}
