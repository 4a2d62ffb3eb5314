// Fixtures the session tests share: a user and a fetch reply as apiRequest reads it.
import type { User } from './index';

export const asha: User = {
  name: 'Asha Verma',
  username: 'asha',
  email: 'asha@example.in',
  role: 'user',
};

export type FetchMock = jest.Mock<Promise<unknown>, [string, RequestInit]>;

export function reply(status: number, body?: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  };
}
