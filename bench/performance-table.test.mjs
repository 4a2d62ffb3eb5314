// The table of docs/performance.md says what the raw files hold (run by `npm run lint:docs`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { performanceTable, withTable } from './performance-table.mjs';

const routeBytes = (homeKB, fromHomeKB) => ({
  budgets: { firstVisitKB: 150, fromHomeKB: 60 },
  routes: [
    { route: '/', cold: { scriptBodyKB: homeKB, duplicatedLibraries: 0 }, fromHome: null },
    {
      route: '/cart',
      cold: { scriptBodyKB: 160, duplicatedLibraries: 0 },
      fromHome: { scriptBodyKB: fromHomeKB, duplicatedLibraries: 0 },
    },
  ],
});
const rowOf = (table, start) => table.split('\n').find((line) => line.startsWith(`| ${start}`));

test('each budget shows the latest figure of its raw file, and names the file', () => {
  const table = performanceTable({ 'route-bytes.json': routeBytes(148.9, 16.1) });
  assert.equal(
    rowOf(table, 'First visit'),
    '| First visit of `/`: compressed JavaScript downloaded | <= 150 KB | 148.9 KB | ' +
      '`node bench/route-bytes.mjs` | `bench/results/route-bytes.json` |',
  );
  assert.match(rowOf(table, 'Any other route'), /\| 16\.1 KB \(`\/cart`, the most\) \|/);
});

test('a figure over its budget is marked', () => {
  const table = performanceTable({ 'route-bytes.json': routeBytes(151.2, 61) });
  assert.match(rowOf(table, 'First visit'), /\| 151\.2 KB \*\*\(over\)\*\* \|/);
  assert.match(rowOf(table, 'Any other route'), /61 KB \(`\/cart`, the most\) \*\*\(over\)\*\*/);
});

test('the million-listing search shows pages asked before and never asked before', () => {
  const p99 = (ms) => ({ latencyMs: { p99: ms } });
  const table = performanceTable({
    'properties-postgres.json': {
      properties: 1_000_000,
      connections: 50,
      budgetP99Ms: 100,
      listFiltered: p99(6),
      listEveryRequestNew: p99(747),
    },
  });
  assert.match(
    rowOf(table, 'Filtered listing page with its counts'),
    /1,000,000 listings, PostgreSQL \| <= 100 ms \| 6 ms; filters never asked before 747 ms \*\*\(over\)\*\* \|/,
  );
});

test('a raw file that is missing gives no rows', () => {
  const table = performanceTable({
    'build-time.json': { builds: [{ name: 'full production build', medianS: 13.4, budgetS: 60 }] },
  });
  assert.deepEqual(table.split('\n').slice(2), [
    '| Build time: full production build, median | <= 60 s | 13.4 s | ' +
      '`node bench/build-time.mjs` | `bench/results/build-time.json` |',
  ]);
});

test('the table replaces what is between the markers, and only that', () => {
  const page = 'intro\n<!-- performance:start -->\nold\n<!-- performance:end -->\nafter\n';
  const written = withTable(page, '| new |');
  assert.equal(
    written,
    'intro\n<!-- performance:start -->\n\n| new |\n\n<!-- performance:end -->\nafter\n',
  );
  assert.equal(withTable(written, '| new |'), written);
  assert.throws(() => withTable('no markers', '| new |'), /has no/);
});
