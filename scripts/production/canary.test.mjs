// `deploy-remote --canary|--promote|--abort` on throw-away deploy folders (node --test): what each
// command leaves on disk for nginx and the embedded server to read (docs/decisions/canary-routing.md),
// and what it refuses. The pages at / are checked by the browser tests (they need a built shell).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, beforeEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'canary-test-'));
const root = path.join(dir, 'remotes');
after(() => rmSync(dir, { recursive: true, force: true }));

/** A remote's build as rspack writes one: the entry, its manifest and a hashed chunk. */
function fakeBuild(label) {
  const build = path.join(dir, 'builds', label);
  mkdirSync(build, { recursive: true });
  writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ name: label }));
  writeFileSync(path.join(build, `${label}.0a1b2c3d.js`), `/* ${label} chunk */`);
  return build;
}

function deploy(...args) {
  const result = spawnSync(process.execPath, ['scripts/deploy-remote.mjs', ...args], {
    cwd: REPO_ROOT,
    // No shell is live in these folders, so no page at / is written (page-cli needs a build).
    env: { ...process.env, REMOTES_ROOT: root, SHELL_ROOT: path.join(dir, 'no-shell') },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const rollback = (name) =>
  spawnSync(process.execPath, ['scripts/rollback-remote.mjs', name], {
    cwd: REPO_ROOT,
    env: { ...process.env, REMOTES_ROOT: root },
    encoding: 'utf8',
  });

const current = (name) => path.basename(readlinkSync(path.join(root, name, 'current')));
const canaryJson = (name) => JSON.parse(readFileSync(path.join(root, name, 'canary.json'), 'utf8'));
const lanes = () =>
  existsSync(path.join(root, 'lanes')) ? readdirSync(path.join(root, 'lanes')).sort() : [];
const served = (name, bucket, file = 'remoteEntry.js') => {
  const lane = path.join(root, 'lanes', bucket, name, file);
  return readFileSync(existsSync(lane) ? lane : path.join(root, name, 'current', file), 'utf8');
};
const logEvents = (name) =>
  readFileSync(path.join(root, name, 'canaries.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

beforeEach(() => {
  rmSync(root, { recursive: true, force: true });
  for (const name of ['realestate', 'catalogue']) {
    const first = deploy(name, '--prebuilt', fakeBuild(`${name}-stable`));
    assert.equal(first.code, 0, first.output);
  }
});

test('--canary 10 serves the new release to 10 buckets of visitors, the others keep current', () => {
  const stable = current('realestate');
  const result = deploy(
    'mfe-realestate',
    '--prebuilt',
    fakeBuild('realestate-canary'),
    '--canary',
    '10',
  );

  assert.equal(result.code, 0, result.output);
  assert.match(result.output, /canary realestate: \S+ for 10 % of visitors/);
  assert.equal(current('realestate'), stable, 'current does not move');
  const canary = canaryJson('realestate');
  assert.equal(canary.stable, stable);
  assert.equal(canary.percent, 10);
  // realestate's quarter of the buckets starts at 25.
  assert.deepEqual(canary.buckets, ['25', '26', '27', '28', '29', '30', '31', '32', '33', '34']);
  assert.deepEqual(lanes(), canary.buckets);
  for (const bucket of canary.buckets) {
    assert.equal(readlinkSync(path.join(root, 'lanes', bucket)), '../realestate/canary');
  }
  assert.equal(served('realestate', '25'), '/* realestate-canary */');
  assert.equal(served('realestate', '24'), '/* realestate-stable */');
  // The canary release carries the stable one's hashed files, for pages loaded before the switch.
  assert.equal(
    served('realestate', '25', 'realestate-stable.0a1b2c3d.js'),
    '/* realestate-stable chunk */',
  );
  // Another remote is not affected in the canary's buckets.
  assert.equal(served('catalogue', '25'), '/* catalogue-stable */');
  assert.deepEqual(
    logEvents('realestate').map((e) => [e.event, e.release]),
    [['started', canary.release]],
  );
});

test('--promote makes the canary current for everyone and ends it', () => {
  deploy('realestate', '--prebuilt', fakeBuild('realestate-canary'), '--canary', '10');
  const { release, stable } = canaryJson('realestate');

  const result = deploy('realestate', '--promote', '--reason', 'looks good');

  assert.equal(result.code, 0, result.output);
  assert.match(result.output, /promoted realestate: \S+ -> \S+, for everyone \(looks good\)/);
  assert.equal(current('realestate'), release);
  assert.deepEqual(lanes(), []);
  assert.equal(existsSync(path.join(root, 'realestate', 'canary.json')), false);
  assert.equal(existsSync(path.join(root, 'realestate', 'canary')), false);
  assert.equal(served('realestate', '25'), '/* realestate-canary */');
  assert.equal(served('realestate', '24'), '/* realestate-canary */');
  assert.deepEqual(
    logEvents('realestate').map((e) => [e.event, e.reason ?? null]),
    [
      ['started', null],
      ['promoted', 'looks good'],
    ],
  );
  // A rollback after the promotion goes back to the release the canary was compared with.
  assert.equal(rollback('realestate').status, 0);
  assert.equal(current('realestate'), stable);
});

test('--abort ends the canary and every visitor is on the stable release again', () => {
  const stable = current('realestate');
  deploy('realestate', '--prebuilt', fakeBuild('realestate-canary'), '--canary', '5');
  const { release } = canaryJson('realestate');

  const result = deploy('realestate', '--abort', '--release', release, '--reason', 'rule: broken');

  assert.equal(result.code, 0, result.output);
  assert.match(
    result.output,
    /aborted realestate's canary \S+: everyone is on \S+ \(rule: broken\)/,
  );
  assert.equal(current('realestate'), stable);
  assert.deepEqual(lanes(), []);
  assert.equal(served('realestate', '25'), '/* realestate-stable */');
  assert.equal(
    existsSync(path.join(root, 'realestate', 'releases', release)),
    true,
    'kept, pruned later',
  );
  assert.deepEqual(logEvents('realestate').at(-1), {
    ...logEvents('realestate').at(-1),
    event: 'aborted',
    release,
    reason: 'rule: broken',
  });
});

test('two remotes’ canaries at once reach different visitors', () => {
  deploy('realestate', '--prebuilt', fakeBuild('realestate-canary'), '--canary', '10');
  const result = deploy('catalogue', '--prebuilt', fakeBuild('catalogue-canary'), '--canary', '30');

  assert.equal(result.code, 0, result.output);
  const catalogue = canaryJson('catalogue').buckets;
  const realestate = canaryJson('realestate').buckets;
  assert.equal(catalogue.length, 30);
  assert.deepEqual(
    catalogue.filter((bucket) => realestate.includes(bucket)),
    [],
  );
  assert.equal(lanes().length, 40);
  // Aborting one leaves the other's lanes alone.
  deploy('catalogue', '--abort');
  assert.deepEqual(lanes(), realestate);
});

test('refuses what would muddle a canary, and says what to do instead', () => {
  deploy('realestate', '--prebuilt', fakeBuild('realestate-canary'), '--canary', '10');
  const { release } = canaryJson('realestate');
  const refusals = [
    [
      deploy('realestate', '--prebuilt', fakeBuild('again'), '--canary', '10'),
      /already has a canary .* promote or abort it first/,
    ],
    [
      deploy('realestate', '--prebuilt', fakeBuild('plain')),
      /has a canary .*--promote or --abort before you deploy/,
    ],
    [
      deploy('realestate', '--promote', '--release', 'another-id'),
      new RegExp(`canary is ${release}, not another-id`),
    ],
    [deploy('catalogue', '--abort'), /catalogue has no canary/],
    [deploy('realestate', '--promote', '--abort'), /not each other/],
    [deploy('realestate', '--promote', '--canary', '10'), /take no build/],
  ];
  for (const [result, message] of refusals) {
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, message);
  }
  const back = rollback('realestate');
  assert.equal(back.status, 1);
  assert.match(back.stderr, /has a canary .* before you roll back/);
  assert.equal(canaryJson('realestate').release, release, 'the canary is still live');
});

test('takes a whole percentage from 1 to 50', () => {
  for (const percent of ['0', '51', 'ten', '10.5']) {
    const result = deploy('realestate', '--prebuilt', fakeBuild('p'), '--canary', percent);
    assert.equal(result.code, 1, percent);
    assert.match(result.output, /--canary takes a whole percentage from 1 to 50/);
  }
  assert.deepEqual(lanes(), []);
});

test('a canary needs a stable release to compare with', () => {
  const result = deploy('account', '--prebuilt', fakeBuild('account-first'), '--canary', '10');
  assert.equal(result.code, 1);
  assert.match(result.output, /account has no current release: deploy it once before a canary/);
});
