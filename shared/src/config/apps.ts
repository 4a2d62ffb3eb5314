// The site's apps: the shell and the remotes, each remote with the routes it owns. apps.json is
// the one list every app, script and config reads (docs/decisions/apps-manifest.md): JSON so
// that plain Node scripts (build, dev, deploy, bench, jest) read it without compiling anything.
// TypeScript keeps the JSON's keys as literal types, so a route's path is a type here: a remote's
// page table (`RemotePages`) must have exactly the paths the manifest gives it.
import manifest from './apps.json';

type Remotes = (typeof manifest)['remotes'];

export type RemoteName = keyof Remotes;

/** The route patterns (react-router syntax) one remote owns. */
export type RoutePathOf<R extends RemoteName> = keyof Remotes[R]['routes'] & string;

/** Every route pattern of the site. */
export type SitePath = { [R in RemoteName]: RoutePathOf<R> }[RemoteName];

/** A remote's pages: one page (a component) per route of the manifest, no more, no fewer. */
export type RemotePages<R extends RemoteName, Page> = Record<RoutePathOf<R>, Page>;

export const REMOTE_NAMES = Object.keys(manifest.remotes) as RemoteName[];

/** The route patterns one remote owns, in the manifest's order. */
export function routesOf<R extends RemoteName>(name: R): RoutePathOf<R>[] {
  return Object.keys(manifest.remotes[name].routes) as RoutePathOf<R>[];
}

function routesByRemote(): Record<RemoteName, SitePath[]> {
  const byRemote = {} as Record<RemoteName, SitePath[]>;
  for (const name of REMOTE_NAMES) byRemote[name] = routesOf(name);
  return byRemote;
}

/** The route patterns of every remote, by remote. */
export const ROUTES_BY_REMOTE = routesByRemote();

function devPorts(): Record<'shell' | RemoteName, number> {
  const ports = { shell: manifest.shell.devPort } as Record<'shell' | RemoteName, number>;
  for (const name of REMOTE_NAMES) ports[name] = manifest.remotes[name].devPort;
  return ports;
}

/** Dev-server port of each app (the shell's and every remote's). */
export const DEV_PORTS = devPorts();
