// `npm start`: build everything, then serve the composed site and the api on one port
// (PORT, default 8080) with the embedded SQLite database under ./data. SKIP_BUILD=1 serves the
// existing build as it is.
import { spawn, spawnSync } from 'node:child_process';

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['api/dist/server.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
