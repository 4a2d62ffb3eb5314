// `npm run dev`: the dev servers of the shell and every remote of apps.json with hot reload (shell on :3000 proxying /api) and the api
// in watch mode on :8080, all in one terminal.
import { spawn } from 'node:child_process';
import { REMOTE_NAMES, REMOTE_WORKSPACES } from './apps.mjs';

const processes = [
  ['api', ['run', 'dev', '-w', '@marketplace/api']],
  ['shell', ['run', 'dev', '-w', 'shell']],
  ...REMOTE_NAMES.map((name) => [name, ['run', 'dev', '-w', REMOTE_WORKSPACES[name]]]),
];

const args = [
  'concurrently',
  '--kill-others-on-fail',
  '--names',
  processes.map(([n]) => n).join(','),
];
for (const [, npmArgs] of processes) args.push(`npm ${npmArgs.join(' ')}`);
console.log('Open http://127.0.0.1:3000/ (api on http://127.0.0.1:8080/api/v1)');
const child = spawn('npx', args, { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
