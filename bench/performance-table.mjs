// The one table of docs/performance.md: each performance budget, the latest figure measured for
// it and the raw file that figure comes from. Written from bench/results/*.json between the
// performance markers by every bench that writes one of those files, and by
// `node bench/performance-table.mjs`; `--check` (part of `npm run lint:docs`) fails when the table
// and the files disagree, so the page never shows a figure the files do not hold.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = path.join(ROOT, 'docs/performance.md');
const START = '<!-- performance:start -->';
const END = '<!-- performance:end -->';
/** Lighthouse's scores have no bench constant of their own: the targets are these. */
const LIGHTHOUSE_BUDGETS = { performance: 90, lcpMs: 2500, cls: 0.02 };

const number = (value) => Number(value).toLocaleString('en-US');
const kb = (value) => `${number(value)} KB`;
const over = (within) => (within ? '' : ' **(over)**');
const code = (text) => `\`${text}\``;

/** The entry of `list` with the largest `value(entry)`. */
function largest(list, value) {
  return list.reduce((best, entry) => (value(entry) > value(best) ? entry : best));
}

function routeBytesRows({ budgets, routes, homeInHindi }) {
  const home = routes.find((r) => r.route === '/');
  const others = routes.filter((r) => r.fromHome);
  const most = largest(others, (r) => r.fromHome.scriptBodyKB);
  const duplicated = Math.max(
    ...routes.flatMap((r) => [r.cold.duplicatedLibraries, r.fromHome?.duplicatedLibraries ?? 0]),
  );
  return [
    [
      'First visit of `/`: compressed JavaScript downloaded',
      `<= ${kb(budgets.firstVisitKB)}`,
      kb(home.cold.scriptBodyKB) + over(home.cold.scriptBodyKB <= budgets.firstVisitKB),
    ],
    ...(homeInHindi
      ? [
          [
            'First visit of `/` in Hindi: compressed JavaScript downloaded',
            `<= ${kb(budgets.firstVisitKB)}`,
            kb(homeInHindi.scriptBodyKB) + over(homeInHindi.scriptBodyKB <= budgets.firstVisitKB),
          ],
        ]
      : []),
    [
      'Any other route reached from `/`: the JavaScript it adds',
      `<= ${kb(budgets.fromHomeKB)}`,
      `${kb(most.fromHome.scriptBodyKB)} (${code(most.route)}, the most)` +
        over(most.fromHome.scriptBodyKB <= budgets.fromHomeKB),
    ],
    ['A library downloaded twice on one route', '0', String(duplicated) + over(duplicated === 0)],
  ];
}

function lighthouseRows({ servers }) {
  const runs = servers.flatMap(({ server, routes }) =>
    routes.map(({ route, language = 'en', median }) => ({
      where: `${code(route)}${language === 'en' ? '' : ` in ${language}`}, ${server.replace(/ \(.*\)$/, '')}`,
      ...median,
    })),
  );
  const lowest = largest(runs, (r) => -r.performance);
  const slowest = largest(runs, (r) => r.lcpMs);
  const shifted = largest(runs, (r) => r.cls);
  const { performance, lcpMs, cls } = LIGHTHOUSE_BUDGETS;
  return [
    [
      `Lighthouse mobile performance score (${runs.length} routes, languages and servers, the median run of each)`,
      `>= ${performance}`,
      `${lowest.performance} (${lowest.where}, the lowest)` +
        over(lowest.performance >= performance),
    ],
    [
      'Largest contentful paint, Lighthouse mobile',
      `<= ${lcpMs / 1000} s`,
      `${(slowest.lcpMs / 1000).toFixed(2)} s (${slowest.where}, the slowest)` +
        over(slowest.lcpMs <= lcpMs),
    ],
    [
      'Cumulative layout shift, Lighthouse mobile',
      `<= ${cls}`,
      `${shifted.cls} (the largest)` + over(shifted.cls <= cls),
    ],
  ];
}

function apiRows({ budget, engines, properties, connections }) {
  const p99 = (engine, request) => engines[engine]?.[request]?.latencyMs.p99;
  const postgres = (request) =>
    engines.postgres ? ` (PostgreSQL ${p99('postgres', request)} ms)` : '';
  const list = p99('sqlite', 'listFiltered');
  return [
    [
      `Filtered listing page, p99 at ${connections} connections, ${number(properties)} listings, SQLite`,
      `<= ${budget.listP99MaxMs} ms`,
      `${list} ms${postgres('listFiltered')}` + over(list <= budget.listP99MaxMs),
    ],
    [
      'A property by id, and the logged-in cart, p99 (same load)',
      'small next to the network',
      `${p99('sqlite', 'byId')} ms and ${p99('sqlite', 'cart')} ms` +
        (engines.postgres
          ? ` (PostgreSQL ${p99('postgres', 'byId')} and ${p99('postgres', 'cart')} ms)`
          : ''),
    ],
  ];
}

function millionListingRows({
  properties,
  connections,
  budgetP99Ms,
  listFiltered,
  listEveryRequestNew,
}) {
  const kept = listFiltered.latencyMs.p99;
  const fresh = listEveryRequestNew.latencyMs.p99;
  return [
    [
      `Filtered listing page with its counts, p99 at ${connections} connections, ${number(properties)} listings, PostgreSQL`,
      `<= ${budgetP99Ms} ms`,
      `${kept} ms${over(kept <= budgetP99Ms)}; filters never asked before ${number(fresh)} ms` +
        over(fresh <= budgetP99Ms),
    ],
  ];
}

function realEstateRows({ properties, firstCardsMs, filterRepaintMs }) {
  return [
    [
      `${code('/real-estate')} first cards, cold load, ${number(properties)} listings (median)`,
      `<= ${number(firstCardsMs.budget)} ms`,
      `${number(firstCardsMs.coldMedian)} ms` +
        over(firstCardsMs.coldMedian <= firstCardsMs.budget),
    ],
    [
      `${code('/real-estate')} filter click to new cards, the request's own time left out (median)`,
      `<= ${filterRepaintMs.budgetUi} ms`,
      `${filterRepaintMs.uiMedian} ms` + over(filterRepaintMs.uiMedian <= filterRepaintMs.budgetUi),
    ],
  ];
}

function buildTimeRows({ builds }) {
  return builds.map(({ name, medianS, budgetS }) => [
    `Build time: ${name}, median`,
    `<= ${budgetS} s`,
    `${medianS} s` + over(medianS <= budgetS),
  ]);
}

/** Each raw file, the command that writes it and the rows it gives. */
const SOURCES = [
  { file: 'route-bytes.json', bench: 'node bench/route-bytes.mjs', rows: routeBytesRows },
  { file: 'lighthouse.json', bench: 'node bench/lighthouse.mjs', rows: lighthouseRows },
  { file: 'api.json', bench: 'node bench/api.mjs', rows: apiRows },
  {
    file: 'properties-postgres.json',
    bench: 'npm run bench:properties:postgres',
    rows: millionListingRows,
  },
  { file: 'realestate-ui.json', bench: 'node bench/realestate-ui.mjs', rows: realEstateRows },
  { file: 'build-time.json', bench: 'node bench/build-time.mjs', rows: buildTimeRows },
];

/** The table, from `results` (file name -> parsed JSON; a missing file gives no rows). */
export function performanceTable(results) {
  const rows = SOURCES.flatMap(({ file, bench, rows: rowsOf }) =>
    results[file]
      ? rowsOf(results[file]).map((row) => [...row, code(bench), code(`bench/results/${file}`)])
      : [],
  );
  return [
    '| what | budget | latest figure | measured by | raw figures |',
    '|---|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** `page` with the text between its markers replaced by `table`. */
export function withTable(page, table) {
  const from = page.indexOf(START);
  const to = page.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${START} ... ${END}`);
  return `${page.slice(0, from + START.length)}\n\n${table}\n\n${page.slice(to)}`;
}

function readResults() {
  return Object.fromEntries(
    SOURCES.map(({ file }) => path.join(ROOT, 'bench/results', file))
      .filter((file) => existsSync(file))
      .map((file) => [path.basename(file), JSON.parse(readFileSync(file, 'utf8'))]),
  );
}

/** Rewrites the table of docs/performance.md from the raw files. */
export function writePerformanceTable() {
  const page = readFileSync(PAGE, 'utf8');
  writeFileSync(PAGE, withTable(page, performanceTable(readResults())));
  console.log('wrote the table of docs/performance.md');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const page = readFileSync(PAGE, 'utf8');
    if (withTable(page, performanceTable(readResults())) !== page) {
      console.error(
        'docs/performance.md does not show the figures of bench/results/: run `node bench/performance-table.mjs`',
      );
      process.exit(1);
    }
    console.log('docs/performance.md shows the figures of bench/results/.');
  } else {
    writePerformanceTable();
  }
}
