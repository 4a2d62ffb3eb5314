// The stack's settings, read from the environment once per command (the list is in stack.mjs's
// header), with the folders and ports they lead to.
import path from 'node:path';
import { StackError } from './processes.mjs';
import { REPO_ROOT, remotesRoot, shellRoot } from './releases.mjs';

export function readConfig(env = process.env) {
  const stackDir = path.resolve(REPO_ROOT, env.STACK_DIR || '.deploy/stack');
  const apiPorts = (env.API_PORTS || '8091,8092').split(',').map((p) => Number(p.trim()));
  const config = {
    stackDir,
    stateFile: path.join(stackDir, 'stack.json'),
    logDir: path.join(stackDir, 'logs'),
    nginxRuntime: path.join(stackDir, 'nginx'),
    nginxPort: Number(env.NGINX_PORT || 8088),
    apiPorts,
    pgPort: Number(env.PG_PORT || 54329),
    pgData: env.PG_DATA ? path.resolve(env.PG_DATA) : path.join(stackDir, 'pgdata'),
    pgThrowAway: !env.PG_DATA,
    externalDatabaseUrl: env.STACK_DATABASE_URL || null,
    remotesRoot: remotesRoot(env),
    shellRoot: shellRoot(env),
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(stackDir, 'uploads')),
    logLevel: env.LOG_LEVEL || 'info',
  };
  const ports = [
    config.nginxPort,
    ...apiPorts,
    ...(config.externalDatabaseUrl ? [] : [config.pgPort]),
  ];
  if (
    ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535) ||
    new Set(ports).size !== ports.length
  ) {
    throw new StackError(
      `bad or repeated ports: NGINX_PORT, API_PORTS, PG_PORT = ${ports.join(', ')}`,
    );
  }
  return config;
}
