// The roll script against a fake `systemctl` on PATH: it drains, restarts and re-admits one
// instance at a time, and stops with the failed instance drained (node --test).
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { roll } from './roll.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'roll-test-'));
const journal = path.join(dir, 'systemctl.log');
const template = path.join(dir, 'nginx.conf.template');
const out = path.join(dir, 'nginx.conf');
const servers = [];
let upstreams = [];

before(async () => {
  // Each reload records the upstreams nginx would be given; `restart` of port 1 may be made fail.
  writeFileSync(
    path.join(dir, 'systemctl'),
    `#!/bin/sh
if [ "$1" = reload ]; then echo "reload $(grep -o '127[^;]*' '${out}' | tr '\\n' ' ')" >> '${journal}'
else echo "$*" >> '${journal}'; fi
[ "$2" = "marketplace-api@$FAIL_PORT" ] && exit 1
exit 0
`,
  );
  chmodSync(path.join(dir, 'systemctl'), 0o755);
  writeFileSync(template, 'upstream api {\n  server ${API_UPSTREAMS};\n}\n');
  process.env.PATH = `${dir}:${process.env.PATH}`;
  for (let i = 0; i < 2; i += 1) {
    const server = http.createServer((req, res) => {
      res.statusCode = req.url === '/api/v1/health' ? 200 : 404;
      res.end('{"success":true}');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
  upstreams = servers.map((s) => `127.0.0.1:${s.address().port}`);
});

after(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

const steps = () =>
  readFileSync(journal, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.trimEnd());
const reset = () => writeFileSync(journal, '');

test('migrates, then drains, restarts and re-admits each instance in turn', async () => {
  reset();
  await roll({ values: { API_UPSTREAMS: upstreams }, out, template, migrate: true, log: () => {} });
  const [a, b] = upstreams;
  const [portA, portB] = upstreams.map((u) => u.split(':')[1]);
  assert.deepEqual(steps(), [
    'start marketplace-migrate',
    `reload ${b}`,
    `restart marketplace-api@${portA}`,
    `reload ${a} ${b}`,
    `reload ${a}`,
    `restart marketplace-api@${portB}`,
    `reload ${a} ${b}`,
  ]);
});

test('stops at a failed restart and leaves that instance out of nginx', async () => {
  reset();
  const [a, b] = upstreams;
  process.env.FAIL_PORT = a.split(':')[1];
  try {
    await assert.rejects(
      roll({ values: { API_UPSTREAMS: upstreams }, out, template, log: () => {} }),
      /systemctl restart marketplace-api@\d+ failed/,
    );
  } finally {
    delete process.env.FAIL_PORT;
  }
  assert.deepEqual(steps(), [`reload ${b}`, `restart marketplace-api@${a.split(':')[1]}`]);
  assert.match(readFileSync(out, 'utf8'), new RegExp(`server ${b};`));
  assert.doesNotMatch(readFileSync(out, 'utf8'), new RegExp(`server ${a};`));
});

test('stops when a restarted instance never becomes healthy', async () => {
  reset();
  const dead = '127.0.0.1:9';
  await assert.rejects(
    roll({
      values: { API_UPSTREAMS: [dead, upstreams[0]] },
      out,
      template,
      healthTimeoutMs: 300,
      log: () => {},
    }),
    /did not answer \/api\/v1\/health/,
  );
});
