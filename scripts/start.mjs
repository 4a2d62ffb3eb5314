// `npm start`: build everything, then serve the composed site and the api on one port
// (PORT, default 8080) with the embedded SQLite database under ./data. SKIP_BUILD=1 serves the
// existing build as it is. With REMOTES_DIR (remotes served from deploy folders) the canary
// watcher runs beside it, on the same database (docs/teams.md).
import { spawn, spawnSync } from 'node:child_process';

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['api/dist/server.js'], { stdio: 'inherit' });
const watcher = process.env.REMOTES_DIR
  ? spawn(process.execPath, ['api/dist/canary-watch.js'], {
      stdio: 'inherit',
      env: { ...process.env, REMOTES_ROOT: process.env.REMOTES_DIR },
    })
  : null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    watcher?.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  watcher?.kill('SIGTERM');
  process.exit(code ?? 0);
});
