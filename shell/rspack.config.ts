import { createAppConfig, DEV_PORTS, REMOTE_NAMES } from '../build-tools/rspack-app';

// In development each remote runs on its own dev server; the shell's dev server answers
// /remotes.json with their addresses and forwards /api to the api in watch mode.
const devRemotes = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `http://127.0.0.1:${DEV_PORTS[name]}/mf-manifest.json`]),
);

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createAppConfig({
    name: 'shell',
    appDir: __dirname,
    mode: argv.mode ?? 'production',
    devServer: {
      // The api also answers /site-config.json from its SITE_* settings.
      proxy: [{ context: ['/api', '/site-config.json'], target: 'http://127.0.0.1:8080' }],
      setupMiddlewares: (middlewares) => [
        {
          name: 'remotes-json',
          path: '/remotes.json',
          middleware: (
            _req: unknown,
            res: { setHeader(k: string, v: string): void; end(b: string): void },
          ) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(devRemotes));
          },
        },
        ...middlewares,
      ],
    },
  });
