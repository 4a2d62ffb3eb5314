// `@marketplace/shared/boot`: the little the shell needs before Module Federation has negotiated
// its shared libraries (shell/src/index.ts runs it from the first script): which remote owns a
// path, and where the page's inline data is. Not a federation singleton (build-tools/rspack-app.ts),
// so it can be imported eagerly; it must stay free of React, react-router and zod.
import manifest from '../config/apps.json';
import type { RemoteName } from '../config/apps';

export { INLINE_DATA_ELEMENT_ID, type InlineData } from '../config/inline-data';

/** Lower-case segments of a path, trailing slashes ignored ('/Real-Estate/' -> ['real-estate']). */
function segmentsOf(path: string): string[] {
  return path.toLowerCase().replace(/^\//, '').replace(/\/+$/, '').split('/');
}

/**
 * Whether a route pattern of the manifest matches a path, as the shell's router matches it
 * (react-router's matchPath, case-insensitive, whole path): `:param` is one non-empty segment,
 * a trailing `*` any rest. shell/src/app/route-table.test.ts holds the two to the same answers.
 */
function routeMatches(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  if (splat ? given.length < wanted.length : given.length !== wanted.length) return false;
  return wanted.every((segment, i) => segment.startsWith(':') || segment === given[i]);
}

/** The remote that renders a path; null for the shell's own 'Page not found'. */
export function remoteOfPath(pathname: string): RemoteName | null {
  for (const [name, remote] of Object.entries(manifest.remotes)) {
    if (Object.keys(remote.routes).some((pattern) => routeMatches(pattern, pathname))) {
      return name as RemoteName;
    }
  }
  return null;
}
