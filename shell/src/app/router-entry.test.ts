// The bundles get react-router-dom from build-tools/react-router-entry.ts, shared as a Module
// Federation singleton. A name that entry does not export is undefined at run time in every app
// (the shell's build sees a consumed shared module, whose exports it cannot check): the whole
// site failed to start when the shell first used useNavigationType. So every name the apps'
// code imports from react-router-dom must be in the entry. Tests import the real package.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as entry from '../../../build-tools/react-router-entry';

const ROOT = path.resolve(__dirname, '../../..');
const APP_SOURCES = [
  'shared/src',
  'shell/src',
  ...['catalogue', 'realestate', 'account', 'admin'].map((name) => `mfe-${name}/src`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name);
    if (item.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) ? [file] : [];
  });
}

/** The run-time names a file imports from react-router-dom (type-only imports are erased). */
function routerNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g,
  )) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

it('exports every name the apps import from react-router-dom', () => {
  const missing = new Set<string>();
  let imports = 0;
  for (const dir of APP_SOURCES) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      for (const name of routerNames(readFileSync(file, 'utf8'))) {
        imports += 1;
        if (!(name in entry)) missing.add(`${name} (${path.relative(ROOT, file)})`);
      }
    }
  }
  expect(imports).toBeGreaterThan(20);
  expect([...missing]).toEqual([]);
});
