// The doc-reference check must catch what a clone alone cannot follow (run by `npm run lint`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findBrokenReferences, slugOf } from './check-doc-references.mjs';

const repo = {
  'docs/product/cart.md': '# Cart\n\n## Errors and toasts\n\ntext\n',
  'docs/architecture.md': '# Architecture\n\n## Routes and who owns them\n',
};
const look = {
  exists: (doc) => doc in repo,
  read: (doc) => repo[doc],
  markdownNames: new Set(['cart.md', 'architecture.md']),
};
const broken = (path, text) => findBrokenReferences([{ path, text }], look);

test('a citation of an existing file and heading passes', () => {
  assert.deepEqual(broken('a.ts', '// the toasts (docs/product/cart.md "Errors and toasts")'), []);
  assert.deepEqual(broken('a.ts', '// docs/architecture.md#routes-and-who-owns-them'), []);
});

test('a missing file, heading or anchor fails with its line', () => {
  assert.deepEqual(broken('a.ts', '\n// docs/product/carts.md'), [
    'a.ts:2: cites docs/product/carts.md, which is not in the repository',
  ]);
  assert.deepEqual(broken('a.ts', '// docs/product/cart.md "Errors"'), [
    'a.ts:1: docs/product/cart.md has no heading "Errors"',
  ]);
  assert.equal(broken('a.ts', '// docs/product/cart.md#errors').length, 1);
});

test('a Markdown file cited by its name alone must be in the repository', () => {
  assert.deepEqual(broken('a.ts', '// agreed in cart.md'), []);
  assert.deepEqual(broken('a.ts', '// contract agreed in realestate-contract.md'), [
    'a.ts:1: cites realestate-contract.md, which is not in the repository',
  ]);
  // A document may name a file that is gone, in a code span (a merged record).
  assert.deepEqual(
    broken('docs/x.md', '| `old-record.md` | now in [cart.md](product/cart.md) |'),
    [],
  );
  assert.equal(broken('docs/x.md', 'agreed in realestate-contract.md').length, 1);
});

test('relative Markdown links inside docs are resolved from the linking file', () => {
  assert.deepEqual(
    broken('docs/product/x.md', '[a](../architecture.md#routes-and-who-owns-them)'),
    [],
  );
  assert.equal(broken('docs/product/x.md', '[a](architecture.md)').length, 1);
});

test('the design notes that lived outside the repository are refused', () => {
  for (const text of ['(spec section 4)', 'see ARCHITECTURE.md', 'the spec (section 9)']) {
    assert.equal(broken('a.ts', `// ${text}`).length, 1, text);
  }
});

test('anchors follow GitHub: lower case, punctuation dropped', () => {
  assert.equal(slugOf('Agent, visit and brochure'), 'agent-visit-and-brochure');
});
