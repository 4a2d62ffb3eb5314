// Fails when the repository cites a document it does not contain, so a person with only a clone
// can follow every reference (docs/conventions.md "House style"). Checked in every tracked text file:
//   - `docs/<path>.md` must exist; followed by `"Heading"` or `#anchor`, the heading must exist too;
//   - relative Markdown links inside docs/ (`[x](other.md#anchor)`) likewise;
//   - a Markdown file cited by its name alone must be one the repository has (in a Markdown
//     document, a name in a code span is a name, not a citation: a merged record's, say);
//   - design notes kept outside the repository are never cited.
// Run by `npm run lint`; `node scripts/check-doc-references.mjs` alone prints every broken citation.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, repositoryFiles } from './repository-files.mjs';

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|conf|json|sh|yml|yaml)$|(?:^|\/)run$/;
const OUTSIDE_NOTES = [
  /\bARCHITECTURE\.md\b/,
  /\bCONVENTIONS\.md\b/,
  /\bPRODUCT-DECISIONS\.md\b/,
  /\bspec\b.{0,30}\bsections? \d/i,
  /\.\.\/shared\/spec\b/,
];
const DOC_CITATION = /(?<![\w/.-])(docs\/[\w./-]*\w\.md)(?:#([\w-]+)| "([^"\n]+)")?/g;
const MARKDOWN_NAME = /(?<![\w/.-])([\w-]+\.md)\b/g;
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+\.md)(?:#([\w-]+))?\)/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function headingsOf(text) {
  return [...text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]);
}

/**
 * Every broken citation in `files` ({ path, text } with repository-relative paths), as
 * "path:line: problem" strings. `exists(path)` and `read(path)` look at the repository;
 * `markdownNames` holds the file names of its Markdown files.
 */
export function findBrokenReferences(files, { exists, read, markdownNames }) {
  const problems = [];
  const headingCache = new Map();
  const headings = (doc) => {
    if (!headingCache.has(doc)) headingCache.set(doc, headingsOf(read(doc)));
    return headingCache.get(doc);
  };
  const check = (where, doc, anchor, heading) => {
    if (!exists(doc)) return `${where}: cites ${doc}, which is not in the repository`;
    if (heading && !headings(doc).includes(heading)) {
      return `${where}: ${doc} has no heading "${heading}"`;
    }
    if (anchor && !headings(doc).some((h) => slugOf(h) === anchor)) {
      return `${where}: ${doc} has no heading for #${anchor}`;
    }
    return null;
  };

  for (const file of files) {
    const lines = file.text.split('\n');
    lines.forEach((line, index) => {
      const where = `${file.path}:${index + 1}`;
      for (const pattern of OUTSIDE_NOTES) {
        const found = line.match(pattern);
        if (found) problems.push(`${where}: cites "${found[0]}", which is not in the repository`);
      }
      const prose = file.path.endsWith('.md') ? line.replace(/`[^`]*`/g, '') : line;
      for (const [, name] of prose.matchAll(MARKDOWN_NAME)) {
        const outsideNote = OUTSIDE_NOTES.some((pattern) => pattern.test(name));
        if (!markdownNames.has(name) && !outsideNote) {
          problems.push(`${where}: cites ${name}, which is not in the repository`);
        }
      }
      for (const [, doc, anchor, heading] of line.matchAll(DOC_CITATION)) {
        const problem = check(where, doc, anchor, heading);
        if (problem) problems.push(problem);
      }
      if (file.path.endsWith('.md')) {
        for (const [, target, anchor] of line.matchAll(MARKDOWN_LINK)) {
          const doc = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), target));
          const problem = check(where, doc, anchor, undefined);
          if (problem) problems.push(problem);
        }
      }
    });
  }
  return problems;
}

function main() {
  const files = repositoryFiles()
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json'))
    .filter((file) => file !== 'scripts/check-doc-references.mjs')
    // The checks' own tests cite made-up files on purpose.
    .filter((file) => !/^scripts\/check-[\w-]+\.test\.mjs$/.test(file))
    .map((file) => ({ path: file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
  const problems = findBrokenReferences(files, {
    exists: (doc) => existsSync(path.join(ROOT, doc)) && statSync(path.join(ROOT, doc)).isFile(),
    read: (doc) => readFileSync(path.join(ROOT, doc), 'utf8'),
    markdownNames: new Set(
      repositoryFiles()
        .filter((file) => file.endsWith('.md'))
        .map((file) => path.basename(file)),
    ),
  });
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} reference(s) point outside the repository or nowhere.`);
    process.exit(1);
  }
  console.log(`Doc references: ${files.length} files checked, every cited document exists.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
