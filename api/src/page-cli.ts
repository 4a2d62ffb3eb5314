import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from './config';
import { pageWithInlineData } from './plugins/page-with-inline-data';

/** The file nginx serves at / (nginx.conf, `location = /`), beside remotes.json. */
const PAGE_FILE = 'index.html';

/**
 * `node api/dist/page-cli.js <shell folder> <remotes root>`: writes <remotes root>/index.html,
 * the shell's page with the start-up data the embedded server writes into it (the remotes map,
 * the contact details, each remote's start files), read from remotes.json, site-config.json and
 * each remote's live release (<remotes root>/<name>/current). The deploy steps run it after any
 * switch of the shell or a remote, so the page never names files of a release that is gone.
 */
async function main(argv: string[]): Promise<number> {
  const [shellDir, remotesRoot] = argv;
  if (!shellDir || !remotesRoot) {
    console.error('usage: page-cli <shell folder> <remotes root>');
    return 2;
  }
  const readJson = async (name: string) =>
    JSON.parse(await readFile(path.join(remotesRoot, name), 'utf8')) as unknown;
  const remoteUrls = (await readJson('remotes.json')) as Record<RemoteName, string>;
  const remoteRoots = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) remoteRoots[name] = path.join(remotesRoot, name, 'current');
  const page = await pageWithInlineData({
    shellDist: shellDir,
    remoteRoots,
    remoteUrls,
    siteConfig: await readJson('site-config.json'),
  });
  if (page === undefined) {
    console.error(`page-cli: ${path.join(shellDir, 'index.html')} is missing`);
    return 1;
  }
  // Readers see the old or the new page, never a half-written one.
  const target = path.join(remotesRoot, PAGE_FILE);
  const temp = `${target}.tmp-${process.pid}`;
  await writeFile(temp, page);
  await rename(temp, target);
  return 0;
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
