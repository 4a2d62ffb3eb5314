// `npm run dev`: the five dev servers with hot reload (shell on :3000 proxying /api) and the api
// in watch mode on :8080, all in one terminal.
import { spawn } from 'node:child_process';

const processes = [
  ['api', ['run', 'dev', '-w', '@marketplace/api']],
  ['shell', ['run', 'dev', '-w', 'shell']],
  ['catalogue', ['run', 'dev', '-w', 'mfe-catalogue']],
  ['realestate', ['run', 'dev', '-w', 'mfe-realestate']],
  ['account', ['run', 'dev', '-w', 'mfe-account']],
  ['admin', ['run', 'dev', '-w', 'mfe-admin']],
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
