// Every browser test names the areas it checks with Playwright tags, so that one team's
// `npm run check -- <area>` runs the browser tests of its area (`--grep @realestate`), and no
// others (docs/decisions/area-checks.md). A test carries:
// - the tag of each remote whose routes it visits (`@catalogue`, `@realestate`, `@account`,
//   `@admin`, from the apps manifest): checked while it runs, see remotesFetched();
// - `@shell` when the shell or the platform around it is its subject (header, routing, loading
//   remotes, the build, nginx, deploys);
// - `@api` when the server is its subject (serving, failover, mail, the database).
import type { Browser, BrowserContext } from 'playwright-core';
import { REMOTE_NAMES } from '../../shared/src/config/apps';
import { ownerOf } from '../../shell/src/app/route-table';

export const AREA_TAGS = ['@shell', ...REMOTE_NAMES.map((name) => `@${name}`), '@api'];

/**
 * The tags of the remotes that own these routes (`#/real-estate?city=Indore` or
 * `/property-details/:id`), for a test's details: `test(title, areasOf(route), ...)`.
 */
export function areasOf(...routes: string[]): { tag: string[] } {
  const owners = routes.map((route) => ownerOf(route.replace(/^#/, '').split('?')[0] ?? '/'));
  return { tag: [...new Set(owners.filter((owner) => owner !== null).map((o) => `@${o}`))] };
}

const REMOTE_FILE = /^\/remotes\/([a-z]+)\//;

/**
 * Records the remotes whose files any page of a context opened on `browser` asks for, from now
 * until `stop()`: the areas a test really visits.
 */
export function remotesFetched(browser: Browser) {
  const remotes = new Set<string>();
  const watch = (context: BrowserContext) =>
    context.on('request', (request) => {
      const remote = REMOTE_FILE.exec(new URL(request.url()).pathname)?.[1];
      if (remote) remotes.add(remote);
    });
  browser.on('context', watch);
  return {
    stop() {
      browser.off('context', watch);
      return [...remotes];
    },
  };
}

/** What is wrong with a test's tags, given the remotes it fetched; empty when nothing is. */
export function areaTagProblems(tags: string[], fetched: string[]): string[] {
  const problems: string[] = [];
  if (!tags.some((tag) => AREA_TAGS.includes(tag))) {
    problems.push(`it has no area tag (one or more of ${AREA_TAGS.join(', ')})`);
  }
  const untagged = fetched.filter((remote) => !tags.includes(`@${remote}`));
  if (untagged.length > 0) {
    problems.push(
      `it visited routes of ${untagged.join(', ')} without the tag ${untagged.map((r) => `@${r}`).join(', ')}`,
    );
  }
  return problems;
}
