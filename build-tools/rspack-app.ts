// One place for what every app's rspack build has in common: TypeScript through the built-in swc
// loader, content-hashed names, Module Federation with the shared singletons of docs/conventions.md,
// and a dev server. Each app's rspack.config.ts states only what is its own.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  BUNDLER_RUNTIME,
  BUNDLER_RUNTIME_GLOBAL,
  FEDERATION_SDK_GLOBALS,
} from './federation-globals';
import { PrecompressAssets } from './precompress';
import { productionOptimization } from './production-optimization';
import { DevanagariFont } from './devanagari-font';
import { PreloadStartChunks } from './preload-start-chunks';
import { RecordPageFiles } from './page-files';
import { RecordStartLibraries } from './start-libraries';
import { MoveSourceMapsOutOfDist, SOURCE_MAPS_DIR } from './source-maps';

const require = createRequire(import.meta.url);

/** The shell's chunk of all its libraries, and its async boundary (`import('./bootstrap')`). */
const LIBRARIES_CHUNK = 'libraries';
const BOOTSTRAP_CHUNK = 'bootstrap';

/** The packages that must exist once on a page (React context, jotai atoms, the router...). */
const SINGLETONS = [
  'react',
  'react-dom',
  // react-router itself is not shared: the apps reach it only through react-router-entry.ts.
  'react-router-dom',
  'jotai',
  'swr',
  'styled-components',
] as const;

/**
 * react-toastify's build without its stylesheet in the JavaScript: the apps import it from here,
 * and AppToastContainer loads the stylesheet as a file (docs/decisions/toasts-after-first-paint.md).
 */
const TOASTS_ENTRY = 'react-toastify/unstyled';

/**
 * What Module Federation's runtime brings into every build and the shell lends the remotes
 * instead (federation-globals.ts, federation-sdk-provider.ts), as `externalRuntime` does for
 * runtime-core: its sdk and error codes (18 KB raw, 4.6 KB brotli per remoteEntry.js), which a
 * remote's production build makes externals, and its bundler runtime's functions (the loading of
 * a container's chunks, shared modules and exposes: 3.4 KB brotli more), for which that build has
 * federation-bundler-runtime-stand-in.ts. A remote's standalone dev build keeps its own copies
 * (docs/decisions/federation-sdk-from-shell.md).
 */
const FEDERATION_BUNDLER_RUNTIME_GLOBAL = { [BUNDLER_RUNTIME]: BUNDLER_RUNTIME_GLOBAL };

/**
 * The shell's plugin imports these packages; resolved as its federation runtime requires them
 * (their CommonJS files), the shell keeps one copy instead of adding their ES module builds.
 */
function federationSdkAliases(): Record<string, string> {
  return Object.fromEntries(
    [...Object.keys(FEDERATION_SDK_GLOBALS), BUNDLER_RUNTIME].map((pkg) => [
      `${pkg}$`,
      require.resolve(pkg),
    ]),
  );
}

/** A remote's production build: the bundler runtime's entry file becomes the stand-in. */
function bundlerRuntimeFromShell() {
  const entryFile = require.resolve(BUNDLER_RUNTIME);
  return new rspack.NormalModuleReplacementPlugin(
    new RegExp(`^${entryFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    path.join(import.meta.dirname, 'federation-bundler-runtime-stand-in.ts'),
  );
}

/**
 * The shell's build: Module Federation's manifest snapshot code becomes small stand-ins
 * (federation-snapshot-stand-in.ts). The shell registers its remotes by their remoteEntry.js, so
 * that code never runs, but runtime-core's CommonJS files require it at their top, which
 * `disableSnapshot` alone does not undo: 21 KB raw, 4.5 KB brotli of main.js.
 */
function snapshotCodeFromStandIn() {
  const runtimeCore = path.dirname(require.resolve('@module-federation/runtime-core'));
  const sdk = path.dirname(require.resolve('@module-federation/sdk'));
  const files = new Set([
    path.join(runtimeCore, 'plugins/snapshot/index.cjs'),
    path.join(runtimeCore, 'plugins/snapshot/SnapshotHandler.cjs'),
    path.join(runtimeCore, 'plugins/generate-preload-assets.cjs'),
    path.join(runtimeCore, 'utils/preload.cjs'),
    path.join(sdk, 'generateSnapshotFromManifest.cjs'),
  ]);
  const standIn = path.join(import.meta.dirname, 'federation-snapshot-stand-in.ts');
  // Swapped before resolution (the files' own relative requests), so that the stand-in gets the
  // rules of its own path (TypeScript), not those of the file it replaces.
  return new rspack.NormalModuleReplacementPlugin(
    /(snapshot\/(index|SnapshotHandler)|generate-preload-assets|preload|generateSnapshotFromManifest)\.cjs$/,
    (resource: { context?: string; request: string }) => {
      if (resource.context && files.has(path.resolve(resource.context, resource.request))) {
        resource.request = standIn;
      }
    },
  );
}

// The apps and their dev-server ports come from the one manifest (docs/decisions/apps-manifest.md).
type AppsManifest = typeof import('../shared/src/config/apps.json');
const APPS = require('../shared/src/config/apps.json') as AppsManifest;

/**
 * `react-router-dom` is the apps' import name for the router; it resolves to the few exports they
 * use (react-router-entry.ts), taken in production from react-router's production build (its
 * package exports only the development one, with its warnings).
 */
function routerAliases(appDir: string, isProd: boolean): Record<string, string> {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [appDir] }));
  return {
    'react-router-dom$': path.join(import.meta.dirname, 'react-router-entry.ts'),
    ...(isProd ? { 'react-router$': path.join(routerDir, 'dist/production/index.mjs') } : {}),
  };
}

export type AppName = 'shell' | keyof AppsManifest['remotes'];
export const REMOTE_NAMES = Object.keys(APPS.remotes) as Exclude<AppName, 'shell'>[];

/** Dev-server ports; the api listens on 8080. */
export const DEV_PORTS = Object.fromEntries([
  ['shell', APPS.shell.devPort],
  ...REMOTE_NAMES.map((name) => [name, APPS.remotes[name].devPort]),
]) as Record<AppName, number>;

function versionOf(pkg: string, appDir: string): string {
  const manifest = require(require.resolve(`${pkg}/package.json`, { paths: [appDir] })) as {
    version: string;
  };
  return manifest.version;
}

/**
 * The entry points of @marketplace/shared shared as singletons: all but the icon set, `boot`
 * (the shell imports it before shared modules are negotiated; it holds no state), `standalone`
 * (only a remote started alone runs it, never a page of the composed site), the catalogue's
 * values, cards and Hindi category names and the listers' values and answer checks, none of
 * which holds state.
 */
function sharedEntryPoints(appDir: string): string[] {
  const manifest = require(
    require.resolve('@marketplace/shared/package.json', { paths: [appDir] }),
  ) as {
    exports: Record<string, unknown>;
  };
  return Object.keys(manifest.exports)
    .map((key) => key.replace(/^\.\//, ''))
    .filter(
      (entry) =>
        ![
          'icons',
          'boot',
          'contracts-catalogue',
          'contracts-posting',
          'posting-schemas',
          'catalogue-cards',
          'catalogue-hi',
          'standalone',
          'package.json',
        ].includes(entry),
    );
}

function sharedConfig(appDir: string) {
  const appManifest = require(path.join(appDir, 'package.json')) as {
    dependencies: Record<string, string>;
  };
  const deps = appManifest.dependencies;
  const shared: Record<string, object> = {};
  for (const pkg of SINGLETONS) {
    const requiredVersion = deps[pkg];
    shared[pkg] = { singleton: true, requiredVersion, version: versionOf(pkg, appDir) };
  }
  shared[TOASTS_ENTRY] = {
    singleton: true,
    requiredVersion: deps['react-toastify'],
    version: versionOf('react-toastify', appDir),
  };
  // Sub-path imports (react/jsx-runtime, react-dom/client) must share the same instance.
  shared['react/'] = { singleton: true, requiredVersion: deps.react };
  shared['react-dom/'] = { singleton: true, requiredVersion: deps['react-dom'] };
  // The session atoms and the api client live here: one instance for the whole page. Every entry
  // point but the icons, boot and the catalogue's values and cards, which hold no state:
  // unshared, each app keeps its own copy, split by page.
  for (const entry of sharedEntryPoints(appDir)) {
    shared[`@marketplace/shared/${entry}`] = {
      singleton: true,
      requiredVersion: deps['@marketplace/shared'] === '*' ? false : deps['@marketplace/shared'],
      version: versionOf('@marketplace/shared', appDir),
    };
  }
  return shared;
}

/**
 * Chromium's explicit compile hint (V8, Chrome 136+): a script that starts with this comment is
 * compiled whole while it streams in, on a background thread, instead of function by function on
 * the main thread when each is first called. Every file of these builds is code that runs when
 * it loads (a page's start files, a page, a library it renders with). Other browsers ignore the
 * comment. Added after minification, which drops comments, and before the source maps, which it
 * shifts by one line (docs/decisions/compile-hints.md).
 */
function compileHints() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

interface AppOptions {
  name: AppName;
  appDir: string;
  mode: 'development' | 'production';
  /** Only remotes expose modules. */
  exposes?: Record<string, string>;
  /** Extra dev-server settings (the shell proxies the api and serves remotes.json). */
  devServer?: Configuration['devServer'];
}

export function createAppConfig({
  name,
  appDir,
  mode,
  exposes,
  devServer,
}: AppOptions): Configuration {
  const isHost = name === 'shell';
  const isProd = mode === 'production';
  const hash = isProd ? '.[contenthash:8]' : '';
  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    // Production: full maps, but hidden and moved out of dist/ (source-maps.ts); development keeps
    // the fast in-bundle ones the browser's devtools read.
    devtool: isProd ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      uniqueName: isHost ? 'shell' : `mfe_${name}`,
      publicPath: 'auto',
      filename: `[name]${hash}.js`,
      chunkFilename: `[name]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[name]${hash}.css`,
      assetModuleFilename: `assets/[name]${hash}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // shared's own dynamic imports name the built file (`./x.js`), as Node needs in its dist.
      extensionAlias: { '.js': ['.tsx', '.ts', '.js'] },
      // `source` makes @marketplace/shared resolve to its TypeScript sources.
      conditionNames: ['source', '...'],
      alias: { ...routerAliases(appDir, isProd), ...(isHost ? federationSdkAliases() : {}) },
    },
    module: {
      // A missing export is a build error, not `undefined` at run time (react-router-entry.ts).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !isProd, refresh: false },
              },
              // The CSS of every styled component minified at build time (the first visit of /
              // is 0.6 KB lighter): no whitespace, comments or last semicolons in its strings.
              experimental: {
                cacheRoot: path.join(import.meta.dirname, '../node_modules/.cache/swc'),
                plugins: [
                  [
                    require.resolve('@swc/plugin-styled-components'),
                    { displayName: !isProd, ssr: false, minify: true, pure: true },
                  ],
                ],
              },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        // The catalogue's values, answer checks and cards are plain constants, functions and
        // components: a page keeps only what it uses (the home page none of the interior cards),
        // since they are no shared singletons (sharedEntryPoints).
        {
          test: /shared[\\/]src[\\/](contracts-catalogue|contracts-posting|catalogue-cards|catalogue-hi)[\\/]/,
          sideEffects: false,
        },
        // One module per icon, and the grouping files only re-export: a page's chunk then holds
        // only the icons that page draws (the home page 18 of 54), not every icon some page uses.
        { test: /shared[\\/]src[\\/]ui[\\/]icons[\\/]/, sideEffects: false },
        {
          test: /\.css$/,
          oneOf: [
            // `x.css?url`: the stylesheet as a file and its URL, for a page to link it when it
            // chooses (the toasts' stylesheet, toast-stylesheet.ts).
            { resourceQuery: /url/, type: 'asset/resource' },
            { type: 'css/auto' },
          ],
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes,
        remotes: {},
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedConfig(appDir),
        // The shell downloads the federation runtime once and the remotes reuse it. A remote's
        // standalone dev build keeps its own so it runs alone.
        // `target: 'web'` drops the runtime's Node.js loading paths from every build.
        experiments: {
          // The shell has no snapshot code (snapshotCodeFromStandIn): it registers its remotes
          // by remoteEntry.js. Module Federation then defines FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN.
          optimization: { target: 'web', ...(isHost ? { disableSnapshot: true } : {}) },
          ...(isHost ? { provideExternalRuntime: true } : isProd ? { externalRuntime: true } : {}),
        },
        // The same for the runtime's sdk, error codes and bundler runtime (FEDERATION_SDK_GLOBALS).
        runtimePlugins: isHost
          ? [
              [
                path.join(import.meta.dirname, 'federation-sdk-provider.ts'),
                { ...FEDERATION_SDK_GLOBALS, ...FEDERATION_BUNDLER_RUNTIME_GLOBAL },
              ],
            ]
          : [],
      }),
      ...(!isHost && isProd
        ? [new rspack.ExternalsPlugin('global', FEDERATION_SDK_GLOBALS), bundlerRuntimeFromShell()]
        : []),
      ...(isHost ? [snapshotCodeFromStandIn()] : []),
      // The shell always needs its page; a remote only for running alone in development.
      ...(isHost || !isProd
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(appDir, 'index.html'),
              favicon: isHost ? path.join(appDir, 'src/assets/favicon.svg') : undefined,
              minify: isProd,
            }),
          ]
        : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      // What each exposed module and each route's page need at once, for the servers' preloads.
      ...(isHost
        ? []
        : [
            new RecordStartLibraries(),
            new RecordPageFiles(Object.keys(APPS.remotes[name].routes)),
          ]),
      // The shell's page fetches its async boundary and libraries beside main.js.
      ...(isHost ? [new DevanagariFont()] : []),
      ...(isHost && isProd ? [new PreloadStartChunks([BOOTSTRAP_CHUNK, LIBRARIES_CHUNK])] : []),
      ...(isProd
        ? [
            compileHints(),
            new MoveSourceMapsOutOfDist(path.join(appDir, SOURCE_MAPS_DIR)),
            new PrecompressAssets(),
          ]
        : []),
    ],
    optimization: isProd ? productionOptimization(isHost, LIBRARIES_CHUNK) : { minimize: false },
    performance: { hints: false },
    devServer: {
      port: DEV_PORTS[name],
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: false,
      // The shell on :3000 loads the remotes from their own ports.
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...devServer,
    },
  };
}
