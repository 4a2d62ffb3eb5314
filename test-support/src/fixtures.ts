// The one test user every app's tests log in as, and the stored session a reload finds.
import type { PublicUser } from '@marketplace/shared/contracts';
import type { User } from '@marketplace/shared/session';

/** Asha, a plain user; override what a test looks at (`testUser({ role: 'manager' })`). */
export function testUser(
  changes: Partial<PublicUser> & { name?: string } = {},
): PublicUser & { name: string } {
  return {
    id: 7,
    name: 'Asha Verma',
    username: 'asha',
    email: 'asha@example.in',
    role: 'user',
    requested_role: null,
    department: 'Sales',
    position: 'Team lead',
    created_at: '2025-03-14T10:00:00.000Z',
    ...changes,
  };
}

/** Stores a logged-in session under the `auth` key, as a reload after login finds it. */
export function storeSession(user: User = testUser(), token = 'tok-asha'): void {
  localStorage.setItem('auth', JSON.stringify({ user, token, otpVerified: false }));
}
