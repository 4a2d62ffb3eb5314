// The dashboard in Hindi: its texts, the role and the member-since date in Hindi (IST).
import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, storeSession, testUser } from '@marketplace/test-support';
import { hindiStore } from '../../../lib/in-hindi';
import { RequireAuth } from '../../auth/components/RequireAuth';
import DashboardPage from './DashboardPage';

function detail(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

it('shows the dashboard in Hindi', async () => {
  const asha = testUser({ department: null });
  storeSession(asha);
  mockApi('GET', '/profile', { body: { success: true, user: asha } });
  renderWithProviders(null, {
    route: '/dashboard',
    routes: {
      '/dashboard': (
        <RequireAuth>
          <DashboardPage />
        </RequireAuth>
      ),
    },
    store: await hindiStore(),
  });
  expect(await screen.findByText('नमस्ते, Asha Verma!')).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
  expect(detail('रोल')).toBe('यूज़र');
  expect(detail('विभाग')).toBe('नहीं बताया गया');
  expect(detail('सदस्य कब से')).toBe('14 मार्च 2025');
  expect(screen.getByRole('heading', { name: 'झटपट काम' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'लॉगआउट' })).toBeVisible();
});
