import { screen, within } from '@testing-library/react';
import type { ReleaseHealth } from '@marketplace/shared/contracts';
import {
  apiError,
  mockApi,
  renderWithProviders,
  storeSession,
  testUser,
} from '@marketplace/test-support';
import AdminRoutes from '../../../app/routes';
import { asManager, mockReviewQueue } from '../../../testing/fixtures';

const RELEASE = '20261130T081502.123Z-abc1234';

function release(changes: Partial<ReleaseHealth> = {}): ReleaseHealth {
  return {
    remote: 'realestate',
    release: RELEASE,
    pageViews: 1520,
    errors: 3,
    errorsPer1000: 2,
    lcpP75: 2250,
    inpP75: 600,
    clsP75: 0.15,
    samples: { LCP: 740, INP: 512, CLS: 740 },
    ...changes,
  };
}

function asAdmin() {
  const admin = testUser({ role: 'admin' });
  storeSession(admin);
  mockApi('GET', '/profile', { body: { success: true, user: admin } });
  mockApi('GET', '/enquiries', {
    body: { success: true, data: [], total: 0, unhandled: 0, page: 1, limit: 1 },
  });
  mockReviewQueue([]);
}

function withHealth(hour: ReleaseHealth[], day: ReleaseHealth[]) {
  mockApi('GET', '/admin/site-health', {
    body: { success: true, generatedAt: '2026-11-30T09:05:00.000Z', hour, day },
  });
}

describe('the Site health tab', () => {
  it('shows each area’s release with its errors per 1,000 page views and p75 vitals, rated in words', async () => {
    asAdmin();
    const local = release({
      remote: 'catalogue',
      release: 'local',
      pageViews: 12,
      errors: 0,
      errorsPer1000: 0,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
      samples: { LCP: 0, INP: 0, CLS: 0 },
    });
    withHealth([release()], [release({ pageViews: 20_480 }), local]);
    renderWithProviders(<AdminRoutes />, { route: '/admin/health', path: null });

    const hour = await screen.findByRole('region', { name: 'Last hour' });
    const card = within(hour).getByRole('listitem', { name: `Real estate, release ${RELEASE}` });
    // 08:15 UTC is 13:45 in India.
    expect(within(card).getByText(/Released 30 Nov, 13:45 IST, commit/)).toBeVisible();
    expect(within(card).getByText('abc1234')).toBeVisible();
    const figure = (term: string) => within(card).getByText(term).nextElementSibling;
    expect(figure('Page views')).toHaveTextContent('1,520');
    expect(figure('Errors per 1,000 page views')).toHaveTextContent('2good');
    expect(figure('Largest paint (p75)')).toHaveTextContent('2.25 sgood740 samples');
    expect(figure('Response to input (p75)')).toHaveTextContent('600 mspoor512 samples');
    expect(figure('Layout shift (p75)')).toHaveTextContent('0.15needs work740 samples');

    const day = screen.getByRole('region', { name: 'Last 24 hours' });
    expect(within(day).getByText('20,480')).toBeVisible();
    const catalogue = within(day).getByRole('listitem', { name: 'Catalogue, release local' });
    expect(within(catalogue).getByText('local build')).toBeVisible();
    expect(within(catalogue).getAllByText('no sample yet')).toHaveLength(3);
    expect(screen.getByText('Updated 14:35 IST')).toBeVisible();
  });

  it('says so when no visit was reported', async () => {
    asAdmin();
    withHealth([], []);
    renderWithProviders(<AdminRoutes />, { route: '/admin/health', path: null });
    expect(await screen.findAllByText('No visits reported in this period.')).toHaveLength(2);
  });

  it('shows the api’s message when the figures cannot be read', async () => {
    asAdmin();
    mockApi('GET', '/admin/site-health', apiError(503, 'Service temporarily unavailable'));
    renderWithProviders(<AdminRoutes />, { route: '/admin/health', path: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
  });

  it('is an admin’s tab: a manager neither sees it nor reaches it', async () => {
    asManager();
    renderWithProviders(<AdminRoutes />, { route: '/admin/health', path: null });
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).queryByRole('link', { name: 'Site health' })).toBeNull();
    // Sent to the Properties tab instead.
    expect(await screen.findByRole('heading', { name: 'Sunrise Residency 1' })).toBeVisible();
  });

  it('is linked from the tabs for an admin', async () => {
    asAdmin();
    withHealth([], []);
    renderWithProviders(<AdminRoutes />, { route: '/admin/health', path: null });
    const tabs = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(tabs).getByRole('link', { name: 'Site health' })).toHaveAttribute(
      'href',
      '/admin/health',
    );
  });
});
