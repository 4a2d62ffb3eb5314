// Every browser test names its areas (support/areas.ts), so `npm run check -- <area>` finds it:
// Playwright's own listing of both projects (`--list --reporter=json`) has no test without an
// area tag and no tag that names no area. (Each test that runs also checks, as it ends, that it
// carries the tag of every remote it visited: support/fixtures.ts.)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { AREA_TAGS } from '../support/areas';

const PLAYWRIGHT_CLI = createRequire(__filename).resolve('@playwright/test/cli');

interface ListedSuite {
  specs?: { title: string; file: string; line: number; tags: string[] }[];
  suites?: ListedSuite[];
}

function* specsOf(suite: ListedSuite): Generator<{ where: string; tags: string[] }> {
  for (const spec of suite.specs ?? []) {
    // The json reporter drops the tags' leading @.
    yield { where: `${spec.file}:${spec.line} ${spec.title}`, tags: spec.tags.map((t) => `@${t}`) };
  }
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

test(
  'every browser test has an area tag, and only tags that name an area',
  { tag: AREA_TAGS },
  () => {
    const listing = spawnSync(
      process.execPath,
      [PLAYWRIGHT_CLI, 'test', '--list', '--reporter=json'],
      { cwd: path.resolve(__dirname, '..'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(listing.status, listing.stderr).toBe(0);
    const report = JSON.parse(listing.stdout) as { suites: ListedSuite[]; errors: unknown[] };
    expect(report.errors).toEqual([]);
    const specs = report.suites.flatMap((suite) => [...specsOf(suite)]);
    expect(specs.length).toBeGreaterThan(100);
    expect(specs.filter(({ tags }) => !tags.some((tag) => AREA_TAGS.includes(tag)))).toEqual([]);
    expect(
      specs.flatMap(({ where, tags }) =>
        tags.filter((tag) => !AREA_TAGS.includes(tag)).map((tag) => `${where}: ${tag}`),
      ),
    ).toEqual([]);
  },
);
