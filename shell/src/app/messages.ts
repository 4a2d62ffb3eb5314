export const SHELL_MESSAGES = {
  remoteUnavailableTitle: 'This part of the site is not available right now',
  remoteUnavailableText:
    'We could not load this page. Check your connection and try again; the rest of the site still works.',
  retry: 'Retry',
  /** The spinner's label while a part of the site downloads. */
  loading: 'Loading',
} as const;
