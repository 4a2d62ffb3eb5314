// The shell's index.html with its start-up data written in (InlineData in
// @marketplace/shared/config): the remotes map, the contact details, the remotes' start files and
// their pages' files, so the page starts without fetching /remotes.json and /site-config.json and preloads its
// remote at once (docs/decisions/inline-boot-data.md). The embedded server composes it on every
// request (plugins/web.ts); the production deploy writes it to a file nginx serves (page-cli.ts).
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_RELEASE } from '@marketplace/shared/contracts';
import { inlineDataScript } from '@marketplace/shared/config';
import { REMOTE_NAMES, type RemoteName } from '../config';
import { remoteStartFiles } from './remote-start-files';

export interface PageSources {
  /** The shell's build: index.html and mf-manifest.json. */
  shellDist: string;
  /** Where each remote's served build is. */
  remoteRoots: Record<RemoteName, string>;
  /** The remotes map the page gets (/remotes.json). */
  remoteUrls: Record<RemoteName, string>;
  /** The contact details the page gets (/site-config.json). */
  siteConfig: unknown;
  /** The remotes whose root is a canary release (docs/decisions/canary-routing.md). */
  canaries?: RemoteName[];
  /** The share of page loads that report their web vitals (CLIENT_VITALS_SAMPLE_RATE). */
  vitalsSampleRate: number;
}

/**
 * The release a served folder is: the id of releases/<id> that it is or links to (a deploy's
 * `current`, a canary), or `local` for a build served from its dist folder.
 */
async function releaseIdOf(folder: string): Promise<string> {
  const real = await realpath(folder).catch(() => folder);
  return path.basename(path.dirname(real)) === 'releases' ? path.basename(real) : LOCAL_RELEASE;
}

async function releasesOf(sources: PageSources): Promise<Record<string, string>> {
  const releases: Record<string, string> = { shell: await releaseIdOf(sources.shellDist) };
  for (const name of REMOTE_NAMES) releases[name] = await releaseIdOf(sources.remoteRoots[name]);
  return releases;
}

/** index.html's preload of the contact details: not needed once they are inline. */
const SITE_CONFIG_PRELOAD = /<link[^>]*href="\/site-config\.json"[^>]*>/;

/** The composed page; undefined when the shell is not built. */
export async function pageWithInlineData(sources: PageSources): Promise<string | undefined> {
  const html = await readFile(path.join(sources.shellDist, 'index.html'), 'utf8').catch(
    () => undefined,
  );
  if (html === undefined) return undefined;
  const { remoteFiles, pageFiles, pageLanguageFiles } = await remoteStartFiles(
    sources.shellDist,
    sources.remoteRoots,
    sources.remoteUrls,
  );
  const data = inlineDataScript({
    remotes: sources.remoteUrls,
    siteConfig: sources.siteConfig,
    remoteFiles,
    pageFiles,
    pageLanguageFiles,
    releases: await releasesOf(sources),
    canaries: sources.canaries ?? [],
    vitalsSampleRate: sources.vitalsSampleRate,
  });
  const withoutPreload = html.replace(SITE_CONFIG_PRELOAD, '');
  return withoutPreload.includes('</head>')
    ? withoutPreload.replace('</head>', `${data}</head>`)
    : `${data}${withoutPreload}`;
}
