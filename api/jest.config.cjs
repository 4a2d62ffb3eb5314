const { availableParallelism } = require('node:os');

module.exports = {
  ...require('../jest.base.cjs')({ dir: __dirname, environment: 'node' }),
  // One PostgreSQL cluster for the run; each test file creates its databases in it.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Jest leaves a core free by default, which on a 2-core machine means one worker.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
