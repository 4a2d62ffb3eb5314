import { createAppConfig } from '../build-tools/rspack-app';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig({
    name: 'account',
    appDir: __dirname,
    mode: argv.mode ?? 'production',
    exposes: { './Routes': './src/app/routes.tsx' },
  });
