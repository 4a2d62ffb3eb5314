// What a remote's production build has in place of @module-federation/webpack-bundler-runtime
// (rspack-app.ts): the shell's functions, lent on a global by federation-sdk-provider.ts, in
// objects of this remote's own (docs/decisions/federation-sdk-from-shell.md).
//
// The package's functions keep no state: each takes the container's `__webpack_require__`. Its
// objects do hold a container's state (`bundlerRuntime.S`, `bundlerRuntimeOptions`, which the
// federation runtime module fills in with this container's mappings), so they are made here,
// once per container: this module runs once in each build that has it. So is `runtime`, which
// finds this container's federation instance by the build's identifier, compiled into it.
import * as runtime from '@module-federation/runtime';
import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './federation-globals';

export interface LentBundlerRuntime {
  bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  attachShareScopeMap: Federation['attachShareScopeMap'];
}

function containerFederation(lent: LentBundlerRuntime | undefined): Federation {
  if (!lent) {
    throw new Error(
      'This remote takes its federation runtime from the shell, and this shell lends none: ' +
        'deploy the shell of the same release first (docs/deployment.md).',
    );
  }
  return {
    runtime,
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...lent.bundlerRuntime, S: {} },
    attachShareScopeMap: lent.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  };
}

export default containerFederation(
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] as LentBundlerRuntime | undefined,
);
