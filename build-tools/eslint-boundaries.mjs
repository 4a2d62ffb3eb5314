// The import boundaries `npm run lint` enforces (import-x/no-restricted-paths), built from the apps
// manifest so a new remote is covered without editing this file:
// - a remote imports no other remote and not the shell; the shell imports no remote;
// - shared imports no app (nor e2e); the api imports no UI (no app, no shared ui or session);
// - inside a remote, a feature imports no other feature (shared code lives in components/ or lib/).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const apps = JSON.parse(readFileSync(path.join(ROOT, 'shared/src/config/apps.json'), 'utf8'));
const shell = `./${apps.shell.workspace}`;
const remotes = Object.values(apps.remotes).map((remote) => `./${remote.workspace}`);

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
      from: [shell, ...remotes, './shared/src/ui', './shared/src/session'],
      message: 'The api imports no UI code.',
    },
  ];
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

export const BOUNDARY_ZONES = [...appZones(), ...featureZones()];
