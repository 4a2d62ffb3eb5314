// The session guard's text, apart from the auth pages' texts: the guard is in the remote's first
// file, and a module's exports travel together.
export const GUARD_MESSAGES = {
  checking: 'Checking your session',
} as const;
