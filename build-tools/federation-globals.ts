// The globals on which the shell lends Module Federation's packages to the remotes
// (federation-sdk-provider.ts lends, rspack-app.ts and federation-bundler-runtime-stand-in.ts
// read; docs/decisions/federation-sdk-from-shell.md). Plain constants: both Node.js and the
// browser import this file.

/** Package name -> global name, for the packages a remote's build makes externals. */
export const FEDERATION_SDK_GLOBALS = {
  '@module-federation/sdk': '_FEDERATION_SDK',
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
};

export const BUNDLER_RUNTIME = '@module-federation/webpack-bundler-runtime';

/** The shell's bundler runtime functions, which a remote's stand-in reads. */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
