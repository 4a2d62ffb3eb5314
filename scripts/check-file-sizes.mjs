// Fails when a hand-written source file is over 400 lines (docs/conventions.md "House style"): a
// file that long is doing several things and should be split along them. Source here is code
// (TypeScript, JavaScript, CSS, HTML, shell), tests included; JSON, Markdown, SVG and lock files are
// not source. Data, seeds, migrations and generated files are exempt (EXEMPT below).
// Run by `npm run lint`; `node scripts/check-file-sizes.mjs` alone lists every file over the limit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, repositoryFiles } from './repository-files.mjs';

export const MAX_LINES = 400;

const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html|sh)$/;

/** Files that are data or written by a program, whatever their length. */
const EXEMPT = [
  // The demo content `npm run seed` writes (listings, brochures, the pictures' drawings) and the
  // catalogue's first content, copied into the database once.
  /^api\/src\/seed\//,
  // Migrations are history: never edited once shipped, so never split either.
  /^api\/src\/db\/migrations\//,
  // Figures the benchmarks write.
  /^bench\/results\//,
  // Type declarations Module Federation generates for a remote.
  /(?:^|\/)@mf-types\//,
];

/**
 * Over the limit when the rule was introduced, and being split. Temporary: an entry goes when its
 * file is back under the limit, and the check fails on an entry that is no longer over it, so the
 * list only shrinks.
 */
const TEMPORARILY_ALLOWED = [];

export function isCheckedSource(file) {
  return SOURCE_FILE.test(file) && !EXEMPT.some((pattern) => pattern.test(file));
}

/** Lines as an editor numbers them: a final newline does not start another line. */
export function lineCount(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/**
 * Every problem in `files` ({ path, lines } with repository-relative paths, already filtered by
 * isCheckedSource): a file over the limit that is not allowed, and an allowed one that no longer
 * needs to be (under the limit, or gone).
 */
export function findOversizedFiles(files, allowed = TEMPORARILY_ALLOWED) {
  const problems = [];
  const seen = new Map(files.map((file) => [file.path, file.lines]));
  for (const file of files) {
    if (file.lines > MAX_LINES && !allowed.includes(file.path)) {
      problems.push(`${file.path}: ${file.lines} lines, over the limit of ${MAX_LINES}: split it`);
    }
  }
  for (const file of allowed) {
    const lines = seen.get(file);
    if (lines === undefined) {
      problems.push(`${file}: allowed over the limit but not found: remove it from the allow-list`);
    } else if (lines <= MAX_LINES) {
      problems.push(`${file}: ${lines} lines, under the limit now: remove it from the allow-list`);
    }
  }
  return problems;
}

function main() {
  const files = repositoryFiles()
    .filter(isCheckedSource)
    .map((file) => ({ path: file, lines: lineCount(readFileSync(path.join(ROOT, file), 'utf8')) }));
  const problems = findOversizedFiles(files);
  const allowedOver = files.filter((file) => TEMPORARILY_ALLOWED.includes(file.path));
  for (const file of allowedOver) {
    console.warn(`${file.path}: ${file.lines} lines, over the limit (temporarily allowed)`);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} file size problem(s).`);
    process.exit(1);
  }
  const allowedNote = allowedOver.length > 0 ? ` but the ${allowedOver.length} allowed above` : '';
  console.log(
    `File sizes: ${files.length} source files, none over ${MAX_LINES} lines${allowedNote}.`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
