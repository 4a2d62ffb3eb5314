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

type ChunkGroupOf<C extends Compilation> = NonNullable<ReturnType<C['namedChunkGroups']['get']>>;
import { LANGUAGES } from '../shared/src/contracts-core/languages';
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
  /**
   * The page's texts in each language but English: the scripts of its lazy imports of
   * `<name>.<language>` files (`defineCatalogue` loaders: `import('./messages.hi')`), which a
   * page in that language asks for as it first renders.
   */
  languages: Record<string, string[]>;
}

const scriptsOf = (chunks: Iterable<{ files: Iterable<string> }>) =>
  [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** The scripts of `group`'s direct lazy imports of each language's texts but English's. */
function languageFiles(group: ChunkGroupOf<Compilation>): Record<string, string[]> {
  const byLanguage: Record<string, string[]> = {};
  // Imported as `import('./messages.hi')`: the request names the language's file.
  const inLanguage = (child: ChunkGroupOf<Compilation>, language: string) =>
    child.origins.some((origin) => origin.request?.endsWith(`.${language}`));
  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    const files = group.childrenIterable
      .filter((child) => inLanguage(child, language))
      .flatMap((child) => scriptsOf(child.chunks));
    if (files.length > 0) byLanguage[language] = [...new Set(files)];
  }
  return byLanguage;
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
      files: scriptsOf(group.chunks),
      libraries: consumedShareKeys(compilation, [group]),
      languages: languageFiles(group),
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
