// `npx jest` at the root runs the front-end and shared suites together; the api runs apart
// (scripts/test.mjs) because its PostgreSQL tests start a database cluster.
// The front-end workspaces come from the apps manifest (shared/src/config/apps.json).
const { availableParallelism } = require('node:os');
const apps = require('./shared/src/config/apps.json');

const frontEnd = [apps.shell.workspace, ...Object.values(apps.remotes).map((r) => r.workspace)];

module.exports = {
  // Jest leaves a core free by default, which on a 2-core machine means one worker.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  projects: ['shared', ...frontEnd].map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
};
