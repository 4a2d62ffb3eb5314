// Shared jest settings: TypeScript through swc, @marketplace/shared resolved to its sources,
// and a setup that fails a test on any unexpected console.error (React warnings are bugs).
const path = require('node:path');

/** @param {{ dir: string, environment?: 'jsdom' | 'node' }} options */
module.exports = function jestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: [
      '<rootDir>/src/**/*.test.ts',
      '<rootDir>/src/**/*.test.tsx',
      '<rootDir>/test/**/*.test.ts',
    ],
    transform: {
      // .mjs too: the api tests load scripts/production/postgres.mjs, compiled to CommonJS here.
      '^.+\\.((t|j)sx?|mjs)$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      // shared's dynamic imports name the built file (`./x.js`); the tests run the sources.
      '^(\\.{1,2}/.+)\\.js$': '$1',
      // These live beside the ui primitives but are entry points of their own (package.json).
      '^@marketplace/shared/(icons|standalone|status-panel|form-fields|modal|property-image)$':
        path.join(__dirname, 'shared/src/ui/$1/index.ts'),
      '^@marketplace/shared/(.*)$': path.join(__dirname, 'shared/src/$1/index.ts'),
      '\\.(png|jpe?g|webp|avif|svg|gif)$': path.join(__dirname, 'test-support/file-stub.cjs'),
      '\\.css(\\?url)?$': path.join(__dirname, 'test-support/file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, `test-support/setup-${environment}.ts`)],
    clearMocks: true,
  };
};
