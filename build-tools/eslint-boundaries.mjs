// The import boundaries `npm run lint` enforces (import-x/no-restricted-paths), built from the apps
// manifest so a new remote is covered without editing this file:
// - a remote imports no other remote and not the shell; the shell imports no remote;
// - shared imports no app (nor e2e); the api imports no front-end code (no app, and none of
//   shared's ui, icons, session, api-client, boot or catalogue-cards);
// - inside a remote, imports point one way, app -> features -> components -> lib, and a feature
//   imports no other feature (what two features need lives in components/ or lib/).
// A zone only sees imports the resolver finds, so eslint.config.mjs resolves package names,
// `exports` and tsconfig paths as TypeScript does (docs/decisions/lint-import-boundaries.md).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const apps = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/config/apps.json'), 'utf8'));
const shell = `./${apps.shell.workspace}`;
const remotes = Object.values(apps.remotes).map((remote) => `./${remote.workspace}`);

/** shared's folders that run only in a browser (its package.json `exports` points into them). */
const FRONT_END_ONLY_SHARED = ['ui', 'session', 'api-client', 'boot', 'catalogue-cards'].map(
  (folder) => `./shared/src/${folder}`,
);

/** A remote's layers, upper first: each imports only the layers after it. */
const LAYERS = ['app', 'features', 'components', 'lib'];

function appZones() {
  return [
    ...remotes.map((remote) => ({
      target: remote,
      from: [shell, ...remotes.filter((other) => other !== remote)],
      message:
        'A remote imports no other remote and not the shell: share through @marketplace/shared.',
    })),
    {
      target: shell,
      from: remotes,
      message: 'The shell loads remotes through Module Federation only, never by import.',
    },
    {
      target: './shared',
      from: [shell, ...remotes, './api', './e2e'],
      message: 'shared is imported by the apps, never the other way round.',
    },
    {
      target: './api',
      from: [shell, ...remotes, ...FRONT_END_ONLY_SHARED],
      message:
        'The api imports no front-end code (no app, no shared ui, icons, session, api-client, boot or catalogue-cards).',
    },
  ];
}

function layerZones() {
  return remotes.flatMap((remote) =>
    LAYERS.slice(1).map((layer, i) => ({
      target: `${remote}/src/${layer}`,
      from: LAYERS.slice(0, i + 1).map((upper) => `${remote}/src/${upper}`),
      message: `Imports point one way, ${LAYERS.join(' -> ')}: ${layer}/ imports no layer above it.`,
    })),
  );
}

function featureZones() {
  return remotes.flatMap((remote) => {
    const features = path.join(ROOT, remote, 'src/features');
    if (!existsSync(features)) return [];
    return readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((feature) => ({
        target: `${remote}/src/features/${feature.name}`,
        from: `${remote}/src/features`,
        except: [`./${feature.name}`],
        message: 'A feature imports no other feature: move what both need to components/ or lib/.',
      }));
  });
}

export const BOUNDARY_ZONES = [...appZones(), ...layerZones(), ...featureZones()];
