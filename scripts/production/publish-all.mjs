// First deploy (or a full redeploy) from the builds in the working tree: the shell's dist/ to
// ${SHELL_ROOT}/current (default .deploy/shell) and each remote's dist/ to
// ${REMOTES_ROOT}/<name>/current (default .deploy/remotes), plus remotes.json, site-config.json
// (from the SITE_* settings; rerun it after changing them) and the page at / (index.html with
// both written in, and the remotes' start files). It does not build: run `npm run build`
// first. An app whose build equals its live release is left as it is.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  DeployError,
  REMOTE_NAMES,
  REPO_ROOT,
  ensureRemotesJson,
  publish,
  remotesRoot,
  shellRoot,
  writeComposedPage,
  writeSiteConfigJson,
} from './releases.mjs';

export function publishAll(env = process.env) {
  const apps = [
    {
      app: 'shell',
      dist: path.join(REPO_ROOT, 'shell/dist'),
      root: shellRoot(env),
      needs: 'index.html',
    },
    ...REMOTE_NAMES.map((name) => ({
      app: name,
      dist: path.join(REPO_ROOT, `mfe-${name}/dist`),
      root: path.join(remotesRoot(env), name),
      needs: 'mf-manifest.json',
    })),
  ];
  const missing = apps.filter(({ dist, needs }) => !existsSync(path.join(dist, needs)));
  if (missing.length > 0) {
    throw new DeployError(
      `no build for ${missing.map((a) => a.app).join(', ')}: run npm run build first`,
    );
  }
  ensureRemotesJson(remotesRoot(env));
  writeSiteConfigJson(remotesRoot(env), env);
  const results = apps.map(({ app, dist, root }) =>
    publish(root, dist, { app, skipIfUnchanged: true }),
  );
  writeComposedPage(env);
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  try {
    for (const result of publishAll()) {
      console.log(
        result.unchanged
          ? `${result.app}: unchanged (${result.id})`
          : `${result.app}: ${result.previous ?? '(none)'} -> ${result.id}`,
      );
    }
    console.log(`shell: ${shellRoot()}/current\nremotes: ${remotesRoot()}`);
  } catch (error) {
    console.error(error instanceof DeployError ? `publish-all: ${error.message}` : error);
    process.exit(1);
  }
}
