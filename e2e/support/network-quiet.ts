import type { Page } from 'playwright-core';

/** No request for this long: the page has fetched what it fetches. */
const QUIET_MS = 700;

/**
 * Counts the requests in flight on a page from now on; the function it returns waits until none
 * has been in flight for QUIET_MS (a route entered in the page has fetched its chunks and data).
 */
export function trackInFlight(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async function quiet() {
    const deadline = Date.now() + 30_000;
    while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${inFlight} request(s) never finished`);
      await page.waitForTimeout(100);
    }
  };
}
