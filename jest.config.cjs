// `npx jest` at the root runs the front-end and shared suites together; the api runs apart
// (scripts/test.mjs) because its PostgreSQL tests start a database cluster.
// The front-end workspaces come from the apps manifest (shared/src/config/apps.json).
const apps = require('./shared/src/config/apps.json');

const frontEnd = [apps.shell.workspace, ...Object.values(apps.remotes).map((r) => r.workspace)];

module.exports = {
  projects: ['shared', ...frontEnd].map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
};
