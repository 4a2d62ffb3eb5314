export const ACCESS_TEXT = {
  /** A spinner's label, read out while something loads. */
  loading: 'Loading',
  required: 'Admin access required',
  explanation:
    'This area is for managers and administrators. If you asked for one of these roles when registering, an administrator has to approve it first.',
  home: 'Go to home page',
} as const;
