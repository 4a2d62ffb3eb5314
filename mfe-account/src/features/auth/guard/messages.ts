// The session guard's texts, apart from the auth pages' texts: the guard is in the remote's first
// file, and a module's exports travel together.
export const GUARD_MESSAGES = {
  checking: 'Checking your session',
  /** The spinner's label while any page of this remote downloads. */
  loading: 'Loading',
} as const;
