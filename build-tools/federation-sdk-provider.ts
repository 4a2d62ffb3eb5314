// The shell's federation runtime plugin that lends its copy of Module Federation's sdk and error
// codes to the remotes: a production remote's build reads both from globals instead of bundling
// its own (rspack-app.ts, FEDERATION_SDK_GLOBALS), as `externalRuntime` reads runtime-core
// (docs/decisions/federation-sdk-from-shell.md). Browser code, bundled into the shell's main.js.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The shell's build resolves both to the CommonJS files its federation runtime already bundles,
// so these are that very copy, not a second one.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';

const PACKAGES: Record<string, unknown> = {
  '@module-federation/sdk': sdk,
  '@module-federation/error-codes': errorCodes,
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
