// The shell's index.html with its start-up data written in (InlineData in
// @marketplace/shared/config): the remotes map, the contact details, the remotes' start files and
// their pages' files, so the page starts without fetching /remotes.json and /site-config.json and preloads its
// remote at once (docs/decisions/inline-boot-data.md). The embedded server composes it on every
// request (plugins/web.ts); the production deploy writes it to a file nginx serves (page-cli.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineDataScript } from '@marketplace/shared/config';
import type { RemoteName } from '../config';
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
}

/** index.html's preload of the contact details: not needed once they are inline. */
const SITE_CONFIG_PRELOAD = /<link[^>]*href="\/site-config\.json"[^>]*>/;

/** The composed page; undefined when the shell is not built. */
export async function pageWithInlineData(sources: PageSources): Promise<string | undefined> {
  const html = await readFile(path.join(sources.shellDist, 'index.html'), 'utf8').catch(
    () => undefined,
  );
  if (html === undefined) return undefined;
  const { remoteFiles, pageFiles } = await remoteStartFiles(
    sources.shellDist,
    sources.remoteRoots,
    sources.remoteUrls,
  );
  const data = inlineDataScript({
    remotes: sources.remoteUrls,
    siteConfig: sources.siteConfig,
    remoteFiles,
    pageFiles,
  });
  const withoutPreload = html.replace(SITE_CONFIG_PRELOAD, '');
  return withoutPreload.includes('</head>')
    ? withoutPreload.replace('</head>', `${data}</head>`)
    : `${data}${withoutPreload}`;
}
