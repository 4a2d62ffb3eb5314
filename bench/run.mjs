// `npm run bench`: times the production build (bench/build-time.mjs, which leaves a fresh build
// behind), writes what the built site costs a visitor to bench/results/bundle-sizes.json:
//   - each remote's remoteEntry.js (downloaded on the first visit of one of its routes)
//   - the shell's initial JavaScript (the scripts index.html loads), raw and gzip
// then measures the bytes each route transfers (bench/route-bytes.mjs), runs Lighthouse on the
// routes the budgets name (bench/lighthouse.mjs), then the api under load (bench/api.mjs); each
// writes its file in bench/results/ and the table of docs/performance.md.
// Figures are measured, never typed in: compare them between builds, not against a guess.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runApiBench } from './api.mjs';
import { REMOTE_NAMES } from '../scripts/apps.mjs';
import { runBuildTimeBench } from './build-time.mjs';
import { runLighthouseBench } from './lighthouse.mjs';
import { runRouteBytesBench } from './route-bytes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = REMOTE_NAMES;

// The full build and one remote's, three times each (a few minutes): the last one is what the
// benches below measure.
await runBuildTimeBench();

function sizes(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function sum(list) {
  return list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

function jsTotal(dir) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  return sum(files.map((f) => sizes(path.join(dir, f))));
}

const shellDist = path.join(ROOT, 'shell/dist');
const indexHtml = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
const initialScripts = [...indexHtml.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  shell: {
    initialScripts,
    initialJs: sum(initialScripts.map((src) => sizes(path.join(shellDist, src)))),
    allJs: jsTotal(shellDist),
  },
  remotes: Object.fromEntries(
    REMOTES.map((name) => {
      const dist = path.join(ROOT, `mfe-${name}/dist`);
      statSync(dist);
      return [
        name,
        { remoteEntry: sizes(path.join(dist, 'remoteEntry.js')), allJs: jsTotal(dist) },
      ];
    }),
  ),
};

const out = path.join(ROOT, 'bench/results/bundle-sizes.json');
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `shell initial JS: ${kb(result.shell.initialJs.raw)} (${kb(result.shell.initialJs.gzip)} gzip)`,
);
for (const name of REMOTES) {
  const r = result.remotes[name];
  console.log(
    `${name.padEnd(11)} remoteEntry.js ${kb(r.remoteEntry.gzip)} gzip; all JS ${kb(r.allJs.gzip)} gzip`,
  );
}
console.log(`written to ${path.relative(ROOT, out)}`);

// Transferred bytes per route and library (bench/route-bytes.mjs): about a minute.
await runRouteBytesBench();
// Lighthouse through the embedded server (bench/lighthouse.mjs): a few minutes.
await runLighthouseBench();

// The api with autocannon on SQLite and PostgreSQL (bench/api.mjs): about 5 minutes.
await runApiBench();
