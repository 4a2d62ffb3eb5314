// The Listing reviews tab in Hindi: labels, units, prices and dates in Hindi (IST), the lister's
// words as written, and the reason's check in Hindi before anything is sent.
import { fireEvent, screen, within } from '@testing-library/react';
import { apiCalls, mockApi, renderWithProviders } from '@marketplace/test-support';
import AdminRoutes from '../../../app/routes';
import { asManager, reviewListing } from '../../../testing/fixtures';
import { hindiStore } from '../../../testing/in-hindi';
import '../../../app/AdminPage';
import './ReviewsTab';

it('shows a waiting listing in Hindi and checks the rejection reason in Hindi', async () => {
  asManager();
  const listing = reviewListing(1, {
    possession: 'under_construction',
    possession_by: '2027-06',
    decisions: [
      {
        id: 3,
        property_id: 1,
        property_name: 'Gwarighat Nest 1',
        decision: 'rejected',
        reason: 'Blurry pictures, send sharper ones.',
        moderator: 'Kabir',
        decided_at: '2026-11-25T06:00:00.000Z',
      },
    ],
  });
  mockApi('GET', '/admin/listing-reviews', {
    body: { success: true, data: [listing], total: 1 },
  });
  mockApi('GET', '/admin/listing-decisions', { body: { success: true, data: [] } });
  renderWithProviders(<AdminRoutes />, {
    route: '/admin/reviews',
    path: null,
    store: await hindiStore(),
  });
  const item = await screen.findByRole('listitem', { name: 'Gwarighat Nest 1' });
  expect(screen.getByRole('heading', { level: 2, name: 'लिस्टिंग रिव्यू' })).toBeVisible();
  expect(within(item).getByText('भेजी गई: 27 नवंबर 2026 को 10:00 बजे')).toBeVisible();
  const details = within(item).getByRole('region', { name: 'जानकारी' });
  for (const [label, value] of [
    ['बिक्री या किराया', 'किराये के लिए'],
    ['किराया', '₹18,000/महीना'],
    ['डिपॉज़िट', '₹54,000'],
    ['कब से उपलब्ध', '15 दिसंबर 2026'],
    ['किसके लिए', 'परिवार'],
    ['टाइप', 'फ़्लैट'],
    ['पज़ेशन', 'अंडर कंस्ट्रक्शन (जून 2027 तक)'],
    ['फ़र्निशिंग', 'फ़र्निश्ड'],
    ['मंज़िल', '12 में से 4'],
    ['एरिया', '1,200 वर्ग फ़ीट'],
    ['किसने डाली', 'मालिक'],
    ['पता', 'Vijay Nagar, Jabalpur'],
    ['विवरण', 'Corner flat'],
  ]) {
    expect(within(details).getByText(label as string).nextElementSibling).toHaveTextContent(
      value as string,
    );
  }
  expect(within(item).getByRole('region', { name: 'पहले के फ़ैसले' })).toHaveTextContent(
    'नामंज़ूर · Kabir, 25 नवंबर 2026 को 11:30 बजेBlurry pictures, send sharper ones.',
  );
  expect(within(item).getByRole('button', { name: 'Gwarighat Nest 1 मंज़ूर करें' })).toBeVisible();

  fireEvent.click(within(item).getByRole('button', { name: 'Gwarighat Nest 1 नामंज़ूर करें' }));
  const dialog = await screen.findByRole('dialog', { name: 'Gwarighat Nest 1 नामंज़ूर करें' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /लिस्टर के लिए वजह/ }), {
    target: { value: 'Too dark' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'लिस्टिंग नामंज़ूर करें' }));
  expect(await within(dialog).findByText('वजह कम से कम 10 अक्षर की होनी चाहिए')).toBeVisible();
  expect(within(dialog).getByText('8 / 1,000')).toBeVisible();
  expect(apiCalls('POST', '/admin/listing-reviews/1/reject')).toHaveLength(0);
});
