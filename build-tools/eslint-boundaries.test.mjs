// The import boundaries of `npm run lint`, proven with the repository's own ESLint config through
// ESLint's Node API: one-line snippets are linted as if they sat at real paths, each forbidden
// import must be reported by import-x/no-restricted-paths with its zone's message, and the allowed
// ones must pass. Both spellings of an import are tried: relative, and by package name (resolved
// through the workspace's symlink and the package's `exports`).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/config/apps.json'), 'utf8'));
const shell = apps.shell.workspace;
const remotes = Object.values(apps.remotes).map((remote) => remote.workspace);
const LAYERS = ['app', 'features', 'components', 'lib'];
const RULE = 'import-x/no-restricted-paths';

const eslint = new ESLint({ cwd: ROOT });

/** What ESLint reports for `import '<specifier>'` written in `file` (repository-relative). */
async function lintImport(file, specifier) {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, {
    filePath: path.join(ROOT, file),
  });
  return result.messages.map((message) => ({ rule: message.ruleId, text: message.message }));
}

async function assertRefused(file, specifier, zoneMessage) {
  const reports = await lintImport(file, specifier);
  assert.equal(reports.length, 1, `${file} importing ${specifier}: ${JSON.stringify(reports)}`);
  assert.equal(reports[0].rule, RULE, `${file} importing ${specifier}`);
  assert.match(reports[0].text, zoneMessage, `${file} importing ${specifier}`);
}

async function assertAllowed(file, specifier) {
  assert.deepEqual(await lintImport(file, specifier), [], `${file} importing ${specifier}`);
}

/** The specifier `from` uses to reach `to` (both repository-relative), written relatively. */
function relative(from, to) {
  const specifier = path.posix.relative(path.posix.dirname(from), to);
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

/** A module (not a test) somewhere in `dir`, repository-relative and without its extension. */
function moduleIn(dir) {
  if (!existsSync(path.join(ROOT, dir))) return null;
  const entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const entry of entries) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      return path.posix.join(dir, entry.name.replace(/\.tsx?$/, ''));
    }
  }
  for (const entry of entries.filter((each) => each.isDirectory())) {
    const found = moduleIn(path.posix.join(dir, entry.name));
    if (found) return found;
  }
  return null;
}

function featuresOf(remote) {
  const dir = path.join(ROOT, remote, 'src/features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

test('a remote importing another remote or the shell fails, in both spellings', async () => {
  for (const remote of remotes) {
    const file = `${remote}/src/features/lint-probe.ts`;
    for (const other of [shell, ...remotes.filter((each) => each !== remote)]) {
      const target = moduleIn(`${other}/src/app`);
      assert.ok(target, `${other}/src/app has a module`);
      await assertRefused(file, target, /A remote imports no other remote and not the shell/);
      await assertRefused(file, relative(file, target), /A remote imports no other remote/);
    }
  }
});

test('the shell importing a remote fails, in both spellings', async () => {
  const file = `${shell}/src/app/lint-probe.ts`;
  for (const remote of remotes) {
    const target = `${remote}/src/app/routes`;
    await assertRefused(file, target, /through Module Federation only/);
    await assertRefused(file, relative(file, target), /through Module Federation only/);
  }
});

test('shared importing an app or the api fails', async () => {
  const file = 'shared/src/config/lint-probe.ts';
  for (const target of [`${shell}/src/app/App`, `${remotes[0]}/src/app/routes`]) {
    await assertRefused(file, target, /shared is imported by the apps/);
    await assertRefused(file, relative(file, target), /shared is imported by the apps/);
  }
  await assertRefused(file, relative(file, 'api/src/app'), /shared is imported by the apps/);
});

test('the api importing front-end code fails, by package name or path', async () => {
  const file = 'api/src/routes/lint-probe.ts';
  const frontEnd = /The api imports no front-end code/;
  for (const subpath of ['ui', 'icons', 'session', 'api-client', 'boot', 'catalogue-cards']) {
    await assertRefused(file, `@marketplace/shared/${subpath}`, frontEnd);
  }
  await assertRefused(file, relative(file, 'shared/src/ui/index'), frontEnd);
  await assertRefused(file, relative(file, 'shared/src/session/index'), frontEnd);
  await assertRefused(file, `${remotes[0]}/src/app/routes`, frontEnd);
  await assertRefused(file, `${shell}/src/app/App`, frontEnd);
});

test('the api and the apps may import what shared makes for them', async () => {
  for (const subpath of ['contracts', 'config', 'contracts-catalogue']) {
    await assertAllowed('api/src/routes/lint-probe.ts', `@marketplace/shared/${subpath}`);
  }
  for (const subpath of ['ui', 'icons', 'session', 'api-client', 'contracts', 'config']) {
    await assertAllowed(
      `${remotes[0]}/src/features/lint-probe.ts`,
      `@marketplace/shared/${subpath}`,
    );
  }
  await assertAllowed(`${shell}/src/index.ts`, '@marketplace/shared/boot');
});

test('a feature importing another feature fails; its own modules pass', async () => {
  let checked = 0;
  for (const remote of remotes) {
    const [feature, other] = featuresOf(remote);
    if (!other) continue;
    const own = moduleIn(`${remote}/src/features/${feature}`);
    const foreign = moduleIn(`${remote}/src/features/${other}`);
    for (const file of [
      `${remote}/src/features/${feature}/lint-probe.ts`,
      `${remote}/src/features/${feature}/components/lint-probe.tsx`,
    ]) {
      await assertRefused(file, relative(file, foreign), /A feature imports no other feature/);
      await assertAllowed(file, relative(file, own));
    }
    checked += 1;
  }
  assert.ok(checked > 0, 'some remote has two features');
});

test('inside a remote, imports point app -> features -> components -> lib, never back', async () => {
  let refused = 0;
  let allowed = 0;
  for (const remote of remotes) {
    const modules = LAYERS.map((layer) => moduleIn(`${remote}/src/${layer}`));
    for (const [lower, lowerLayer] of LAYERS.entries()) {
      const file = `${remote}/src/${lowerLayer}/lint-probe.ts`;
      for (const [upper, target] of modules.entries()) {
        if (!target || upper === lower) continue;
        if (upper < lower) {
          await assertRefused(file, relative(file, target), /imports no layer above it/);
          refused += 1;
        } else {
          await assertAllowed(file, relative(file, target));
          allowed += 1;
        }
      }
    }
  }
  // Four remotes with four layers each give 4 x 6 of each; a remote may lack a layer.
  assert.ok(refused >= 12 && allowed >= 12, `${refused} refused, ${allowed} allowed`);
});

test('an import the resolver cannot find fails instead of passing the boundaries unchecked', async () => {
  const reports = await lintImport(
    `${remotes[0]}/src/app/lint-probe.ts`,
    '@marketplace/shared/uii',
  );
  assert.deepEqual(
    reports.map((report) => report.rule),
    ['import-x/no-unresolved'],
  );
});
