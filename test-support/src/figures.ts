// Figures the hardening suites measure (requests fuzzed, axe states, writes lost...), merged into
// bench/results/hardening.json when RECORD_FIGURES=1 (set by `npm run test:hardening`), so that
// scripts/hardening-report.mjs writes the figures table of docs/security.md from a real run
// instead of by hand. Other runs (npm test) leave the file alone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = path.resolve(__dirname, '../../bench/results/hardening.json');

export interface RecordedFigure {
  value: unknown;
  /** When the test measured it (ISO 8601). */
  at: string;
}

export function recordFigure(key: string, value: unknown): void {
  if (process.env.RECORD_FIGURES !== '1') return;
  let figures: Record<string, RecordedFigure> = {};
  try {
    figures = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, RecordedFigure>;
  } catch {
    // first figure of a run
  }
  figures[key] = { value, at: new Date().toISOString() };
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(FILE, `${JSON.stringify(figures, null, 2)}\n`);
}
