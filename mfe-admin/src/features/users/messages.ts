// Texts of the Users tab (role requests).
export const USERS_TEXT = {
  /** A spinner's label, read out while something loads. */
  loading: 'Loading',
  label: 'Role requests',
  heading: 'Pending role requests',
  none: 'No pending role requests.',
  requestedRole: 'Requested role:',
  roles: { manager: 'Manager', admin: 'Administrator' } as Record<string, string>,
  registered: (iso: string) => `Registered ${new Date(iso).toLocaleDateString('en-IN')}`,
  approve: 'Approve',
  reject: 'Reject',
  approveUser: (username: string) => `Approve ${username}`,
  rejectUser: (username: string) => `Reject ${username}`,
};
