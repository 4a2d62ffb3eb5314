// Small process-manager helpers for the stack's modules and postgres.mjs: start detached processes
// with their output in a log file, run commands to completion, wait for processes to answer, stop
// them by pid (checking the pid is still the process we started, never by name), find ports.
import { execFile, spawn } from 'node:child_process';
import { existsSync, openSync, closeSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class StackError extends Error {}

/** The stack's progress lines. */
export const log = (message) => console.log(`[stack] ${message}`);

/** Starts a detached process whose stdout and stderr go to `logFile`; returns its pid. */
export function startDetached(command, args, { env, cwd, logFile }) {
  const fd = openSync(logFile, 'a');
  try {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
    child.unref();
    if (!child.pid) throw new StackError(`could not start ${command}`);
    return child.pid;
  } finally {
    closeSync(fd);
  }
}

/** Runs a command to completion and resolves with its stdout; rejects with its output on failure. */
export function runChecked(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const settings = { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options };
    execFile(command, args, settings, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      // A number when the command ran and failed; otherwise it could not start (e.g. ENOENT).
      const status = typeof error.code === 'number' ? error.code : null;
      const output = `${stdout ?? ''}${stderr ?? ''}${status === null ? String(error) : ''}`.trim();
      reject(new StackError(`${command} ${args.join(' ')} failed (exit ${status}):\n${output}`));
    });
  });
}

/** The command line of a live process, or null when there is none with that pid. */
function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    try {
      process.kill(pid, 0);
      return ''; // alive, but no /proc (not Linux): trust the pid
    } catch {
      return null;
    }
  }
}

/** True when `pid` is alive and its command line contains `marker` (a recycled pid is not ours). */
export function isOurs(pid, marker) {
  if (!pid) return false;
  const commandLine = commandLineOf(pid);
  if (commandLine === null) return false;
  return commandLine === '' || commandLine.includes(marker);
}

/** The pids of a process's direct children (Linux). */
export function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export async function waitUntil(check, { timeoutMs, intervalMs = 100, what }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline)
      throw new StackError(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** Sends `signal`, waits for the exit, and sends SIGKILL after `timeoutMs`. */
export async function stopProcess(pid, marker, { signal = 'SIGTERM', timeoutMs = 15_000 } = {}) {
  if (!isOurs(pid, marker)) return 'not running';
  process.kill(pid, signal);
  try {
    await waitUntil(() => !isOurs(pid, marker), { timeoutMs, what: `pid ${pid} to exit` });
    return 'stopped';
  } catch {
    process.kill(pid, 'SIGKILL');
    await waitUntil(() => !isOurs(pid, marker), { timeoutMs: 5_000, what: `pid ${pid} to die` });
    return 'killed';
  }
}

export async function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on at the moment, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function httpOk(url, timeoutMs = 2_000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** The last lines of a log file, for error messages. */
export function tailOf(file, lines = 20) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}
