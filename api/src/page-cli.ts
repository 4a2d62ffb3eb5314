import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, loadConfigOrReport, type RemoteName } from './config';
import { currentRoot } from './plugins/canary-lanes';
import { pageWithInlineData, type PageSources } from './plugins/page-with-inline-data';

/** The file nginx serves at / (nginx.conf, `location = /`), beside remotes.json. */
const PAGE_FILE = 'index.html';

/**
 * `node api/dist/page-cli.js <shell folder> <remotes root>`: writes <remotes root>/index.html,
 * the shell's page with the start-up data the embedded server writes into it (the remotes map,
 * the contact details, each remote's start files), read from remotes.json, site-config.json and
 * each remote's live release (<remotes root>/<name>/current). The deploy steps run it after any
 * switch of the shell or a remote, so the page never names files of a release that is gone.
 * For each remote on a canary it also writes the page its canary's visitors get,
 * <remotes root>/<name>/canary/index.html, naming that release's files (nginx serves it to the
 * visitor buckets of <remotes root>/lanes/: docs/decisions/canary-routing.md).
 */
async function main(argv: string[]): Promise<number> {
  const [shellDir, remotesRoot] = argv;
  if (!shellDir || !remotesRoot) {
    console.error('usage: page-cli <shell folder> <remotes root>');
    return 2;
  }
  const config = loadConfigOrReport(process.env);
  if (!config) return 1;
  const readJson = async (name: string) =>
    JSON.parse(await readFile(path.join(remotesRoot, name), 'utf8')) as unknown;
  const stableRoots = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) stableRoots[name] = currentRoot(remotesRoot, name);
  const sources: PageSources = {
    shellDist: shellDir,
    remoteRoots: stableRoots,
    remoteUrls: (await readJson('remotes.json')) as Record<RemoteName, string>,
    siteConfig: await readJson('site-config.json'),
    vitalsSampleRate: config.vitalsSampleRate,
  };
  if (!(await writePage(sources, path.join(remotesRoot, PAGE_FILE)))) {
    console.error(`page-cli: ${path.join(shellDir, 'index.html')} is missing`);
    return 1;
  }
  for (const name of REMOTE_NAMES) {
    const canary = path.join(remotesRoot, name, 'canary');
    if (!existsSync(path.join(canary, name))) continue;
    const remoteRoots = { ...stableRoots, [name]: path.join(canary, name) };
    await writePage({ ...sources, remoteRoots, canaries: [name] }, path.join(canary, PAGE_FILE));
  }
  return 0;
}

/** Composes a page and writes it so that readers see the old or the new one, never half of it. */
async function writePage(sources: PageSources, target: string): Promise<boolean> {
  const page = await pageWithInlineData(sources);
  if (page === undefined) return false;
  const temp = `${target}.tmp-${process.pid}`;
  await writeFile(temp, page);
  await rename(temp, target);
  return true;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`page-cli: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
