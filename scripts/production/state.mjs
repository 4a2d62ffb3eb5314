// The state file (STACK_DIR/stack.json): what runs where (pids, ports, logs, the database url).
// `start` writes it step by step so that `stop` can always undo what was started; the e2e tests
// read it too (E2E_STACK_STATE).
import { readFileSync, writeFileSync } from 'node:fs';

/** The recorded state, or null when no stack was started from this STACK_DIR. */
export function readState(config) {
  try {
    return JSON.parse(readFileSync(config.stateFile, 'utf8'));
  } catch {
    return null;
  }
}

export function writeState(config, state) {
  writeFileSync(config.stateFile, `${JSON.stringify(state, null, 2)}\n`);
}
