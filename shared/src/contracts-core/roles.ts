// The account roles, without zod: the session module (in every page's first load) checks a stored
// user against them, and validation.ts builds its role schema from them.
export const USER_ROLES = ['user', 'manager', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
