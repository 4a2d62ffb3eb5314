// The production shape on one machine, as a small process manager (what deploy/systemd/ does on a
// server): PostgreSQL, migrations, N api instances behind nginx with the repository's nginx.conf,
// and the canary watcher (canary-watcher.mjs).
// Everything listens on 127.0.0.1 only. This file is the command line; the work is done by
// lifecycle.mjs (start, stop), supervise.mjs (status, roll, heal, run), api-instances.mjs,
// nginx.mjs, postgres.mjs, prepare.mjs, config.mjs (the settings below) and state.mjs.
//
//   node scripts/production/stack.mjs start    start it all, print the URL, return
//   node scripts/production/stack.mjs status   each process, alive and healthy? (exit 1 if not)
//   node scripts/production/stack.mjs roll     restart the api instances one at a time, each
//                                              drained from nginx first: no request is dropped
//   node scripts/production/stack.mjs stop     stop it all (a throw-away database is deleted)
//   node scripts/production/stack.mjs run      start, stay in the foreground restarting a crashed
//                                              api instance, stop on Ctrl-C / SIGTERM
//   node scripts/production/stack.mjs heal     restart each api instance that has exited, once
//
// Settings (environment): STACK_DIR (.deploy/stack: state, logs, nginx runtime, uploads),
// NGINX_PORT (8088), API_PORTS (8091,8092), PG_PORT (54329), PG_DATA (a cluster folder to keep;
// default: a throw-away one under STACK_DIR), STACK_DATABASE_URL (use this database, start no
// PostgreSQL), REMOTES_ROOT (.deploy/remotes), SHELL_ROOT (.deploy/shell), UPLOAD_DIR
// (STACK_DIR/uploads), LOG_LEVEL (info), PG_BIN (the PostgreSQL binaries; default the newest
// /usr/lib/postgresql/<v>/bin). Other variables pass through to the api instances.
import path from 'node:path';
import { readConfig } from './config.mjs';
import { start, stop } from './lifecycle.mjs';
import { StackError, log } from './processes.mjs';
import { heal, roll, run, status } from './supervise.mjs';

async function main() {
  const [command, ...flags] = process.argv.slice(2);
  const config = readConfig();
  switch (command) {
    case 'start': {
      const state = await start(config, { publish: flags.includes('--publish') });
      console.log(
        `\nMarketplace (production shape) at ${state.baseUrl}/  state: ${config.stateFile}`,
      );
      return 0;
    }
    case 'stop':
      await stop(config);
      return 0;
    case 'status':
      return (await status(config)) ? 0 : 1;
    case 'roll':
      await roll(config);
      return 0;
    case 'run':
      await run(config);
      return 0;
    case 'heal':
      log(`${await heal(config)} api instance(s) restarted`);
      return 0;
    default:
      console.error(
        'usage: node scripts/production/stack.mjs start [--publish] | status | roll | stop | run | heal',
      );
      return 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().then(
    (code) => {
      if (code !== 0) process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof StackError ? `stack: ${error.message}` : error);
      process.exit(1);
    },
  );
}
