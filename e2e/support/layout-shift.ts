// The page's own layout-shift entries, recorded from its first paint (e2e layout-shift and
// first-visit hold each route to the CLS budget with them).
import type { Page } from 'playwright-core';

/** The shifts without recent input added up (the page's CLS), and the nodes that moved. */
export interface LayoutShiftRecord {
  total: number;
  moved: string[];
}

type ShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node }[];
};

/**
 * An init script (`page.addInitScript(recordLayoutShifts)`): runs in the page before its own
 * scripts, so it must use nothing from this module's scope.
 */
export function recordLayoutShifts(): void {
  const record = { total: 0, moved: [] as string[] };
  (window as unknown as { layoutShift: typeof record }).layoutShift = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      record.total += entry.value;
      for (const source of entry.sources ?? []) record.moved.push(source.node?.nodeName ?? '?');
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What `recordLayoutShifts` has recorded in this page so far. */
export function layoutShiftOf(page: Page): Promise<LayoutShiftRecord> {
  return page.evaluate(() => (window as unknown as { layoutShift: LayoutShiftRecord }).layoutShift);
}
