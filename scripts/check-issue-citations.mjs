// Fails when a tracked file cites a work item by its number ("issue 12", "(#12)", "PR 7"): the
// reader of a clone has no issue tracker, so a comment, a test name or a document says why in its
// own words instead (docs/conventions.md "House style"). Not citations: colours (`#0f1f3d`,
// `'#444444'`, `color: #000;`), anchors (`#routes`), HTML entities (`&#8377;`), a standard's
// number after its acronym (`UTS #39`) and web addresses.
// Run by `npm run lint`; `node scripts/check-issue-citations.mjs` alone prints every citation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, repositoryFiles } from './repository-files.mjs';

/** "issue 12", "Issues 8 and 10", "issue #15", "issue 13.7", "PR 7", "pull request #3". */
const WORD_CITATION = /\b(?:issues?|PRs?|pull requests?)\s*#?\d+/i;
/**
 * "#12" standing alone: after the start, a space or an opening bracket, and before the end, a
 * space, a closing bracket or punctuation (a colour's `;` or next hex digit is neither), and not
 * after an acronym and a space (a standard: `UTS #39`; a PR is caught by WORD_CITATION).
 */
const HASH_CITATION = /(?<![A-Z]{2} )(?:^|(?<=[\s([]))#\d+(?=$|[\s)\],.:!?])/;
/** A repository and a number, as GitHub links them: `owner/repo#12`. */
const REPOSITORY_CITATION = /\b[\w.-]+\/[\w.-]+#\d+\b/;
const PATTERNS = [WORD_CITATION, HASH_CITATION, REPOSITORY_CITATION];
/** Web addresses are followable by anyone; what they contain is not a citation of ours. */
const WEB_ADDRESS = /\bhttps?:\/\/\S+/g;

/** Every citation in `files` ({ path, text }), as "path:line: text" strings. */
export function findIssueCitations(files) {
  const problems = [];
  for (const file of files) {
    file.text.split('\n').forEach((line, index) => {
      const text = line.replace(WEB_ADDRESS, '');
      for (const pattern of PATTERNS) {
        const found = text.match(pattern);
        if (found) {
          problems.push(`${file.path}:${index + 1}: cites "${found[0].trim()}"`);
          break;
        }
      }
    });
  }
  return problems;
}

/** Files that are not text a person writes: data, pictures, fonts, the lock file. */
const NOT_WRITTEN_TEXT =
  /(?:^|\/)package-lock\.json$|^bench\/results\/|\.(?:png|jpe?g|webp|gif|ico|woff2?|ttf|pdf|zip|gz|br)$/;
const THIS_CHECK = /^scripts\/check-issue-citations(?:\.test)?\.mjs$/;

function main() {
  const files = repositoryFiles()
    .filter((file) => !NOT_WRITTEN_TEXT.test(file) && !THIS_CHECK.test(file))
    .map((file) => ({ path: file, text: readFileSync(path.join(ROOT, file), 'utf8') }))
    .filter((file) => !file.text.includes('\0'));
  const problems = findIssueCitations(files);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\n${problems.length} line(s) cite a work item by its number: say the reason in words instead.`,
    );
    process.exit(1);
  }
  console.log(`Issue citations: ${files.length} files checked, none cites a work item's number.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
