/**
 * What a remote shows for a path the shell sends it that its release has no page for: the shell
 * shipped a route before the remote did (docs/decisions/version-skew.md).
 */
export const NOT_IN_THIS_RELEASE = {
  title: 'This page is not available yet',
  text: 'It is on its way: please try again in a few minutes. The rest of the site works as usual.',
} as const;
