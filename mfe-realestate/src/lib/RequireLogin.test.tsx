import { act, screen } from '@testing-library/react';
import {
  apiCalls,
  mockApi,
  renderWithProviders,
  storeSession,
  testUser,
} from '@marketplace/test-support';
import { RequireLogin } from './RequireLogin';

const open = () =>
  renderWithProviders(
    <RequireLogin label="Loading your listings">
      <p>Your listings</p>
    </RequireLogin>,
    { route: '/my-listings?tab=live', path: '/my-listings' },
  );

/** The start-up check of the stored session, answered when the test says. */
function profileOnHold() {
  let answer: (reply: { status?: number; body: unknown }) => void = () => undefined;
  mockApi('GET', '/profile', () => new Promise((resolve) => (answer = resolve)));
  return (reply: { status?: number; body: unknown }) => act(async () => answer(reply));
}

it('shows the page at once with a stored session, while the server checks it', async () => {
  storeSession();
  const answerProfile = profileOnHold();
  open();
  expect(screen.getByText('Your listings')).toBeVisible();
  expect(apiCalls('GET', '/profile')).toHaveLength(1);
  await answerProfile({ body: { success: true, user: testUser() } });
  expect(screen.getByText('Your listings')).toBeVisible();
});

it('sends a session the server rejects to log in, to come back here', async () => {
  storeSession();
  const answerProfile = profileOnHold();
  open();
  await answerProfile({ status: 401, body: { success: false, msg: 'Invalid or expired token' } });
  expect(
    await screen.findByText('Navigated to /login?redirect=%2Fmy-listings%3Ftab%3Dlive'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Your listings')).toBeNull();
});

it('sends a visitor without a session to log in', () => {
  open();
  expect(
    screen.getByText('Navigated to /login?redirect=%2Fmy-listings%3Ftab%3Dlive'),
  ).toBeInTheDocument();
});
