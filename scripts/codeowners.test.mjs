// CODEOWNERS gives every workspace folder a team, each area of `npm run check` the team named
// after it (@marketplace/<area>), names only paths that exist, and docs/teams.md lists every team
// it names (run by `npm run lint`).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { AREAS } from './areas.mjs';
import { ROOT } from './repository-files.mjs';

const rules = readFileSync(path.join(ROOT, 'CODEOWNERS'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [pattern, ...owners] = line.split(/\s+/);
    return { pattern, owners };
  });

const ownersOf = (pattern) => rules.findLast((rule) => rule.pattern === pattern)?.owners;

test('every workspace folder has a line of its own, with a team', () => {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const unowned = workspaces.filter((folder) => !ownersOf(`/${folder}/`)?.length);
  assert.deepEqual(unowned, [], 'workspace folders with no line in CODEOWNERS');
});

test("each area's folder belongs to the team named after the area", () => {
  for (const area of AREAS) {
    assert.deepEqual(ownersOf(`/${area.dir}/`), [`@marketplace/${area.tag.slice(1)}`], area.dir);
  }
});

test('every path it names exists', () => {
  const missing = rules
    .map(({ pattern }) => pattern)
    .filter((pattern) => pattern !== '*' && !pattern.includes('*'))
    .filter((pattern) => !existsSync(path.join(ROOT, pattern)));
  assert.deepEqual(missing, []);
});

test('docs/teams.md lists every team it names', () => {
  const doc = readFileSync(path.join(ROOT, 'docs/teams.md'), 'utf8');
  const teams = [...new Set(rules.flatMap((rule) => rule.owners))];
  assert.deepEqual(
    teams.filter((team) => !doc.includes(`\`${team}\``)),
    [],
  );
});
