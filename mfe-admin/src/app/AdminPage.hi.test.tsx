// The admin page in Hindi: the tabs, the access gate, and each tab's texts, labels, dates (IST)
// and prices, with the data (names, addresses, the lister's words) as written.
import { fireEvent, screen, within } from '@testing-library/react';
import {
  mockApi,
  renderWithProviders,
  storeSession,
  testAdminBooking,
  testUser,
} from '@marketplace/test-support';
// Every tab's catalogue, imported before the store downloads the Hindi of every one.
import '../features/bookings/components/BookingsTab';
import '../features/enquiries/components/EnquiriesTab';
import '../features/health/components/SiteHealthTab';
import '../features/properties/components/PropertiesTab';
import '../features/reviews/components/ReviewsTab';
import '../features/users/components/UsersTab';
import { asManager } from '../testing/fixtures';
import { hindiStore } from '../testing/in-hindi';
import AdminRoutes from './routes';
import './AdminPage';

async function openInHindi(route: string) {
  renderWithProviders(<AdminRoutes />, { route, path: null, store: await hindiStore() });
}

function asAdmin() {
  asManager();
  const admin = testUser({ role: 'admin' });
  storeSession(admin);
  mockApi('GET', '/profile', { body: { success: true, user: admin } });
}

it('shows a user that the admin area is not theirs, in Hindi', async () => {
  const user = testUser({ role: 'user' });
  storeSession(user);
  mockApi('GET', '/profile', { body: { success: true, user } });
  await openInHindi('/admin');
  expect(await screen.findByRole('heading', { name: 'एडमिन एक्सेस ज़रूरी है' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
});

it('names the tabs in Hindi and shows the properties with Hindi labels and prices', async () => {
  asAdmin();
  await openInHindi('/admin');
  const tabs = await screen.findByRole('navigation', { name: 'एडमिन के सेक्शन' });
  for (const name of ['प्रॉपर्टी', 'यूज़र', 'बुकिंग', 'पूछताछ', 'लिस्टिंग रिव्यू', 'साइट हेल्थ']) {
    expect(within(tabs).getByRole('link', { name })).toBeVisible();
  }
  expect(screen.getByRole('heading', { level: 1, name: 'प्रॉपर्टी एडमिनिस्ट्रेशन' })).toBeVisible();
  const card = await screen.findByRole('article', { name: 'Sunrise Residency 1' });
  expect(within(card).getByText('₹85 लाख')).toBeVisible();
  expect(
    within(card).getByText('बिक्री के लिए · फ़्लैट · 2 BHK · 1,200 वर्ग फ़ीट · मिड (₹50 लाख - ₹1 करोड़)'),
  ).toBeVisible();
  expect(within(card).getByRole('button', { name: 'Sunrise Residency 1 बदलें' })).toBeVisible();
  expect(screen.getByText('औसत दाम')).toBeVisible();
  expect(screen.getByText('₹98.75 लाख')).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'प्रॉपर्टी जोड़ें' }));
  expect(await screen.findByRole('dialog', { name: 'प्रॉपर्टी जोड़ें' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: /प्रॉपर्टी का नाम/ })).toBeVisible();
  expect(screen.getByRole('combobox', { name: /प्रॉपर्टी टाइप/ })).toHaveDisplayValue('चुनें');
  // The shared schema's checks, in Hindi, named by the form's labels.
  fireEvent.click(screen.getByRole('button', { name: 'प्रॉपर्टी सेव करें' }));
  expect(await screen.findByText('प्रॉपर्टी का नाम भरना ज़रूरी है')).toBeVisible();
  expect(screen.getByText('दाम भरना ज़रूरी है')).toBeVisible();
  expect(screen.getByText('प्रॉपर्टी टाइप भरना ज़रूरी है')).toBeVisible();
});

it('lists the bookings by their slot in Hindi IST, with statuses and moves in Hindi', async () => {
  asManager();
  mockApi('GET', '/admin/bookings', {
    body: { success: true, data: [testAdminBooking()], total: 1, page: 1, limit: 20 },
  });
  await openInHindi('/admin/bookings');
  expect(
    await screen.findByRole('heading', { name: 'मंगल, 24 नवंबर 2026, 10:00 - 12:00 IST' }),
  ).toBeVisible();
  const item = screen.getByRole('listitem', { name: /^BK-000042, .* की बुकिंग$/ });
  expect(within(item).getByText('अनुरोध भेजा गया')).toBeVisible();
  expect(within(item).getByText('ग्राहक')).toBeVisible();
  expect(within(item).getByRole('button', { name: 'कन्फ़र्म करें BK-000042' })).toBeVisible();
  expect(screen.getByRole('combobox', { name: 'स्थिति' })).toHaveDisplayValue('सभी स्थितियाँ');
});

it('lists the enquiries with their type, labels and time in Hindi', async () => {
  asManager();
  mockApi('GET', '/enquiries', {
    body: {
      success: true,
      data: [
        {
          id: 5,
          type: 'contact',
          payload: { name: 'Ravi', phone: '9826012345', message: 'Need a plumber' },
          created_at: '2026-11-24T04:30:00.000Z',
          handled: false,
          handled_at: null,
          property_name: null,
        },
      ],
      total: 1,
      unhandled: 1,
      page: 1,
      limit: 20,
    },
  });
  await openInHindi('/admin/enquiries');
  const item = await screen.findByRole('listitem', { name: 'Ravi की ओर से: संपर्क' });
  expect(within(item).getByText('24 नवंबर 2026 को 10:00 बजे')).toBeVisible();
  expect(within(item).getByText('मैसेज')).toBeVisible();
  expect(within(item).getByText('Need a plumber')).toBeVisible();
  expect(within(item).getByRole('checkbox', { name: 'निपट गई' })).not.toBeChecked();
  expect(screen.getByLabelText('1 पूछताछ बाकी')).toBeVisible();
});

it('lists the role requests in Hindi for an admin', async () => {
  asAdmin();
  mockApi('GET', '/admin/role-requests', {
    body: {
      success: true,
      requests: [testUser({ id: 8, username: 'kabir', requested_role: 'manager' })],
    },
  });
  await openInHindi('/admin/users');
  const item = await screen.findByRole('listitem', { name: 'kabir' });
  expect(within(item).getByText('मैनेजर')).toBeVisible();
  expect(within(item).getByText(/^रजिस्टर किया: \d+ [\u0900-\u097F]+ \d{4}$/)).toBeVisible();
  expect(within(item).getByRole('button', { name: 'kabir को मंज़ूर करें' })).toBeVisible();
});

it('explains the site health figures in Hindi, the figures as numbers', async () => {
  asAdmin();
  mockApi('GET', '/admin/site-health', {
    body: {
      success: true,
      generatedAt: '2026-11-30T08:20:00.000Z',
      hour: [],
      day: [
        {
          remote: 'realestate',
          release: '20261130T081502.123Z-abc1234',
          pageViews: 1520,
          errors: 3,
          errorsPer1000: 2,
          lcpP75: 2250,
          inpP75: 600,
          clsP75: 0.15,
          samples: { LCP: 740, INP: 512, CLS: 740 },
        },
      ],
    },
  });
  await openInHindi('/admin/health');
  expect(await screen.findByText('इस समय में कोई विज़िट रिपोर्ट नहीं हुई।')).toBeVisible();
  const card = screen.getByRole('listitem', {
    name: 'रियल एस्टेट, रिलीज़ 20261130T081502.123Z-abc1234',
  });
  expect(within(card).getByText('1,520')).toBeVisible();
  expect(within(card).getByText('2.25 सेकंड')).toBeVisible();
  expect(within(card).getByText('600 मिलीसेकंड')).toBeVisible();
  expect(within(card).getAllByText('अच्छा')).toHaveLength(2);
  expect(within(card).getByText('खराब')).toBeVisible();
  expect(within(card).getByText(/^रिलीज़ 30 नवंबर.* IST, कमिट$/)).toBeVisible();
  expect(screen.getByText('अपडेट: 13:50 IST')).toBeVisible();
});
