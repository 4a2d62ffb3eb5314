// `npx jest` at the root runs the front-end and shared suites together; the api runs apart
// (scripts/test.mjs) because its PostgreSQL tests start a database cluster.
module.exports = {
  projects: ['shared', 'shell', 'mfe-catalogue', 'mfe-realestate', 'mfe-account', 'mfe-admin'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
