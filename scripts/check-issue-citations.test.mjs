// The issue-citation check catches a work item's number and nothing else (run by `npm run lint`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findIssueCitations } from './check-issue-citations.mjs';

const cites = (text) => findIssueCitations([{ path: 'a.ts', text }]).length > 0;

test('a work item cited by its number fails, with its line', () => {
  for (const text of [
    '// The cart answers at once (issue 12).',
    '// Issue 13.7: a stalled body is cut.',
    "describe('path URLs (issue 13.9)', () => {});",
    '// issues 8 and 10',
    '// Browser tests (issue #15).',
    '// fixed in #42',
    '// (#12)',
    '# 12 lines, as #7 asked',
    '- see PR 7',
    '// the pull request #3 added it',
    '// module-federation/module-federation-examples#3821 says so',
    '// the budget of issue 10',
  ]) {
    assert.equal(cites(text), true, text);
  }
  assert.deepEqual(findIssueCitations([{ path: 'b.md', text: 'ok\nsee #42.\n' }]), [
    'b.md:2: cites "#42"',
  ]);
});

test('colours, anchors, entities, standards and web addresses pass', () => {
  for (const text of [
    "primary: '#0f1f3d',",
    "New: '#067647',",
    '  color: #000;',
    '  background: #1f2a37;',
    '<rect fill="#444444"/>',
    '[the routes](site.md#routes)',
    '[first](#1-install)',
    'price: &#8377;',
    '#!/usr/bin/env bash',
    '# Heading 2',
    'checked against UTS #39 confusables',
    '(<https://github.com/module-federation/module-federation-examples/issues/3821>)',
    'the original brief says it issues a GET of each image',
    'tissue 5',
  ]) {
    assert.equal(cites(text), false, text);
  }
});
