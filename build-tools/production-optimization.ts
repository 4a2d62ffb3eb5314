// How the production builds are cut into files and minified.
import { rspack } from '@rspack/core';

/**
 * Short ids numbered by use and a second compress pass: about 1 KB less on a first visit of `/`
 * (brotli) than hashed ids, and the same sizes whichever folder the repository is in (hashed chunk
 * ids took the path in). Ids never cross builds: the apps share modules by name. The shell puts
 * its libraries in the chunk `librariesChunk`.
 */
export function productionOptimization(isHost: boolean, librariesChunk: string) {
  return {
    minimize: true,
    moduleIds: 'natural' as const,
    chunkIds: 'natural' as const,
    minimizer: [
      new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 2 } } }),
    ],
    ...(isHost ? { splitChunks: shellLibrariesInOneChunk(librariesChunk) } : {}),
  };
}

/**
 * The shell's libraries (React, react-dom, the router entry, styled-components, jotai, swr and
 * @marketplace/shared) in one file instead of one or two files each: every page loads all of
 * them before its first render, and each request costs the browser's busy main thread
 * (17 scripts became 2). Module Federation still shares each library on its own; loading any of
 * them brings the file once. Remotes keep the default split: their libraries come one by one,
 * only when the shell lacks them (docs/decisions/compile-hints.md).
 */
function shellLibrariesInOneChunk(name: string) {
  return {
    chunks: 'async' as const,
    minSize: 0,
    cacheGroups: {
      default: false as const,
      defaultVendors: false as const,
      libraries: {
        name,
        chunks: 'async' as const,
        enforce: true,
        // The toasts library's code comes after the first paint, in a file of its own
        // (docs/decisions/toasts-after-first-paint.md); its stylesheet's URL stays here. So does
        // web-vitals, with the real-user health's vitals (docs/decisions/client-events.md).
        test: /[\\/](node_modules|shared|build-tools)[\\/](?!(react-toastify|web-vitals)[\\/][^?]*\.m?js$)/,
      },
    },
  };
}
