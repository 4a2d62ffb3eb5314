import { matchPath } from 'react-router-dom';
import manifest from './apps.json';
import {
  DEV_PORTS,
  REMOTE_NAMES,
  ROUTES_BY_REMOTE,
  routesOf,
  type RemotePages,
  type SitePath,
} from './apps';
import { paths } from './paths';

const allRoutes: SitePath[] = REMOTE_NAMES.flatMap((name) => ROUTES_BY_REMOTE[name]);

describe('the apps manifest', () => {
  it('lists each remote with its workspace folder, a dev port and at least one route', () => {
    expect(REMOTE_NAMES.length).toBeGreaterThan(0);
    for (const name of REMOTE_NAMES) {
      expect(manifest.remotes[name].workspace).toMatch(/^mfe-[a-z]+$/);
      expect(routesOf(name).length).toBeGreaterThan(0);
    }
  });

  it('gives every app its own dev port', () => {
    const ports = Object.values(DEV_PORTS);
    expect(new Set(ports).size).toBe(ports.length);
    expect(Object.keys(DEV_PORTS).sort()).toEqual(['shell', ...REMOTE_NAMES].sort());
  });

  it('gives each route to exactly one remote', () => {
    expect(new Set(allRoutes.map((route) => route.toLowerCase())).size).toBe(allRoutes.length);
    for (const route of allRoutes) expect(route.startsWith('/')).toBe(true);
  });

  it('builds every link of `paths` to a route of the manifest', () => {
    const links = Object.values(paths).map((build) => build('x'));
    for (const link of links) {
      const pathname = link.split('?')[0] ?? link;
      const owners = allRoutes.filter((route) =>
        matchPath({ path: route, caseSensitive: false, end: true }, pathname),
      );
      expect({ link, owners: owners.length }).toEqual({ link, owners: 1 });
    }
  });

  it('types a remote page table to exactly the manifest routes', () => {
    const admin: RemotePages<'admin', string> = { '/admin/*': 'admin area' };
    expect(Object.keys(admin)).toEqual(routesOf('admin'));
    // @ts-expect-error a page for a route the manifest does not have does not compile
    const extra: RemotePages<'admin', string> = { '/admin/*': 'a', '/not-in-manifest': 'b' };
    // @ts-expect-error a manifest route without a page does not compile
    const missing: RemotePages<'realestate', string> = { '/real-estate': 'list' };
    expect([extra, missing]).toHaveLength(2);
  });
});
