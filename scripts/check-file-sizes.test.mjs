// The file-size check of `npm run lint`: what it counts, what it exempts, and its allow-list.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_LINES, findOversizedFiles, isCheckedSource, lineCount } from './check-file-sizes.mjs';

const over = MAX_LINES + 1;

test('a source file over the limit fails with its name and length', () => {
  assert.deepEqual(findOversizedFiles([{ path: 'api/src/big.ts', lines: over }], []), [
    `api/src/big.ts: ${over} lines, over the limit of ${MAX_LINES}: split it`,
  ]);
  assert.deepEqual(findOversizedFiles([{ path: 'api/src/ok.ts', lines: MAX_LINES }], []), []);
});

test('lines are counted as an editor numbers them', () => {
  assert.equal(lineCount(''), 0);
  assert.equal(lineCount('a'), 1);
  assert.equal(lineCount('a\nb\n'), 2);
  assert.equal(lineCount('a\nb'), 2);
  assert.equal(lineCount('a\n\n'), 2);
});

test('code and tests are checked; data, seeds, migrations, generated and non-code files are not', () => {
  for (const file of [
    'api/src/config.ts',
    'api/test/web.test.ts',
    'mfe-admin/src/app/AdminPage.tsx',
    'bench/api.mjs',
    'jest.config.cjs',
    'shared/src/contracts-catalogue/price.ts',
    'shell/index.html',
  ]) {
    assert.equal(isCheckedSource(file), true, file);
  }
  for (const file of [
    'api/src/seed/listings.ts',
    'api/src/db/migrations/2026-11-21T0000-init.ts',
    'api/src/seed/catalogue/interior.ts',
    'bench/results/lighthouse.json',
    'mfe-catalogue/@mf-types/index.d.ts',
    'package-lock.json',
    'shared/src/config/apps.json',
    'README.md',
    'mfe-catalogue/src/assets/home/villa.svg',
  ]) {
    assert.equal(isCheckedSource(file), false, file);
  }
});

test('an allowed file passes while over the limit, and fails the check once it is not', () => {
  const allowed = ['api/src/config.ts'];
  assert.deepEqual(findOversizedFiles([{ path: 'api/src/config.ts', lines: over }], allowed), []);
  assert.deepEqual(findOversizedFiles([{ path: 'api/src/config.ts', lines: 120 }], allowed), [
    'api/src/config.ts: 120 lines, under the limit now: remove it from the allow-list',
  ]);
  assert.deepEqual(findOversizedFiles([], allowed), [
    'api/src/config.ts: allowed over the limit but not found: remove it from the allow-list',
  ]);
});
