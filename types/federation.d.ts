// A file of Module Federation's bundler runtime that build-tools/federation-sdk-provider.ts
// imports by its path (the package's `exports` allow it, `./*`, but it ships no types for it).
declare module '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs' {
  import type { Federation } from '@module-federation/webpack-bundler-runtime';

  export const initContainerEntry: NonNullable<Federation['bundlerRuntime']>['initContainerEntry'];
}
