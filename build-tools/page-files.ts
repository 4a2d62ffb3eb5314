// A remote's build records which files each of its routes' pages needs (`mf-pages.json`: route
// pattern -> the page chunk group's scripts and the share keys they consume). The servers name
// them in the page's inline data and the shell's first script preloads the current route's ones
// beside the remote's entry: without them a lazy page's chunk was asked for only once the
// shell's libraries and the remote's ./Routes had run, about 0.4 s into a cold visit
// (api/src/plugins/remote-start-files.ts, docs/decisions/inline-boot-data.md).
//
// Which import() is which route's page cannot be read from the build (routes.tsx pairs them in
// code), so the remote says it: the page's import names its chunk after the route,
// `import(/* webpackChunkName: "page-property-details-id" */ '...')` (pageChunkName).
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { consumedShareKeys, emitJsonReport } from './start-libraries';

const PAGE_FILES_FILE = 'mf-pages.json';

/** A page's chunk name: '/property-details/:id' -> 'page-property-details-id', '/' -> 'page'. */
function pageChunkName(route: string): string {
  return `page${route.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '');
}

/** A chunk name that claims to be a page's. */
const PAGE_CHUNK = /^page(-|$)/;

interface PageFiles {
  /** The scripts of the page's chunk group, in the build's order. */
  files: string[];
  /** The shared libraries those scripts need before they run (as in mf-start.json). */
  libraries: string[];
}

/** The files of each route whose page has a named chunk; an unknown page name is an error. */
function pageFiles(compilation: Compilation, routes: readonly string[]): Record<string, PageFiles> {
  const names = new Set(routes.map(pageChunkName));
  for (const name of compilation.namedChunkGroups.keys()) {
    if (PAGE_CHUNK.test(name) && !names.has(name)) {
      throw new Error(
        `RecordPageFiles: chunk "${name}" is no route's page (${[...names].join(', ')})`,
      );
    }
  }
  const byRoute: Record<string, PageFiles> = {};
  for (const route of routes) {
    const group = compilation.namedChunkGroups.get(pageChunkName(route));
    if (!group) continue;
    byRoute[route] = {
      files: group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))),
      libraries: consumedShareKeys(compilation, [group]),
    };
  }
  return byRoute;
}

/** Emits mf-pages.json beside mf-manifest.json, for the remote's `routes` (apps.json). */
export class RecordPageFiles implements RspackPluginInstance {
  constructor(private readonly routes: readonly string[]) {}

  apply(compiler: Compiler): void {
    emitJsonReport(compiler, 'RecordPageFiles', PAGE_FILES_FILE, (compilation) =>
      pageFiles(compilation, this.routes),
    );
  }
}
