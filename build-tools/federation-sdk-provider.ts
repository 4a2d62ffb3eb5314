// The shell's federation runtime plugin that lends its copy of Module Federation's sdk, error
// codes and bundler runtime to the remotes: a remote's production build reads them from globals
// instead of bundling its own (the globals: federation-globals.ts; the remotes' side: rspack-app.ts
// and federation-bundler-runtime-stand-in.ts), as `externalRuntime` reads runtime-core
// (docs/decisions/federation-sdk-from-shell.md). Browser code, bundled into the shell's main.js.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The shell's build resolves these to the CommonJS files its federation runtime already bundles,
// so they are that very copy, not a second one.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// Left out of the shell's own bundler runtime (`initContainerEntry: undefined`: the shell exposes
// nothing), but already in main.js: the bundler runtime's index requires this file.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import type { LentBundlerRuntime } from './federation-bundler-runtime-stand-in';

const lentBundlerRuntime: LentBundlerRuntime = {
  bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
  attachShareScopeMap,
};

const PACKAGES: Record<string, unknown> = {
  '@module-federation/sdk': sdk,
  '@module-federation/error-codes': errorCodes,
  '@module-federation/webpack-bundler-runtime': lentBundlerRuntime,
};

/**
 * `globals`: package name -> name of the global a remote reads it from (the build's parameter).
 * Set when the shell's federation runtime starts, in main.js, so before any remote's
 * remoteEntry.js can run: the runtime loads those.
 */
export default function provideFederationSdk(
  globals: Record<string, string>,
): ModuleFederationRuntimePlugin {
  const scope = globalThis as unknown as Record<string, unknown>;
  for (const [pkg, name] of Object.entries(globals)) {
    if (!PACKAGES[pkg]) throw new Error(`federation-sdk-provider: no copy of ${pkg} to lend`);
    scope[name] ??= PACKAGES[pkg];
  }
  return { name: 'marketplace-federation-sdk-provider' };
}
