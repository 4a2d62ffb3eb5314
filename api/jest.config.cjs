const { availableParallelism } = require('node:os');

module.exports = {
  ...require('../jest.base.cjs')({ dir: __dirname, environment: 'node' }),
  // Each test file starts its own PostgreSQL cluster on a free port, so files run side by side.
  // Jest leaves a core free by default, which on a 2-core machine means one worker.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
