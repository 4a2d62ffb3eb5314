// My listings in Hindi: statuses, counts, notes, moves, prices, dates, leads and confirmations
// come from the Hindi catalogues; names and the rejection reason come as their writers wrote them.
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, storeSession, testUser } from '@marketplace/test-support';
import { aLead, aListing } from '../../../testing/my-listings';
import { hindiStore } from '../../../testing/hindi-store';
import MyListingsPage from './MyListingsPage';

afterEach(() => jest.restoreAllMocks());

async function open() {
  storeSession();
  mockApi('GET', '/profile', { body: { success: true, user: testUser() } });
  mockApi('GET', '/my-listings', {
    body: {
      success: true,
      active: 1,
      active_limit: 5,
      data: [
        aListing({
          id: 3,
          status: 'live',
          expires_at: '2027-01-26T10:00:00.000Z',
          views: 31,
          phone_reveals: 4,
          leads: 1,
          open_leads: 1,
        }),
        aListing({
          id: 4,
          name: 'Civil Lines Villa',
          purpose: 'sale',
          price: '₹85 L',
          price_value: 85_00_000,
          status: 'rejected',
          rejection_reason: 'The pictures are of another building.',
        }),
      ],
    },
  });
  renderWithProviders(<MyListingsPage />, {
    route: '/my-listings',
    path: '/my-listings',
    store: await hindiStore(),
  });
  await screen.findByText('5 में से 1 लिस्टिंग रिव्यू में या लाइव');
}

const card = (name: string) => screen.getByRole('listitem', { name });

it('shows the listings, their status and moves in Hindi', async () => {
  await open();
  expect(screen.getByRole('heading', { level: 1, name: 'मेरी लिस्टिंग' })).toBeVisible();
  const live = card('Gwarighat Nest');
  expect(within(live).getByText('लाइव')).toBeVisible();
  expect(within(live).getByText('26 जनवरी 2027 तक लाइव')).toBeVisible();
  expect(within(live).getByText('Gwarighat, Jabalpur · ₹18,000/महीना')).toBeVisible();
  expect(
    within(live).getByText('31 बार देखी गई · 4 बार फ़ोन नंबर देखा गया · 1 लीड (1 नई)'),
  ).toBeVisible();
  expect(
    within(live)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['बदलें', '"किराये पर गई" मार्क करें', 'लीड देखें', 'डिलीट करें']);
  const rejected = card('Civil Lines Villa');
  expect(within(rejected).getByText('नामंज़ूर')).toBeVisible();
  expect(within(rejected).getByText('मंज़ूर नहीं हुई:')).toBeVisible();
  expect(within(rejected).getByText('The pictures are of another building.')).toBeVisible();
  expect(within(rejected).getByText('Gwarighat, Jabalpur · ₹85 लाख')).toBeVisible();

  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  fireEvent.click(within(rejected).getByRole('button', { name: 'डिलीट करें' }));
  expect(confirm).toHaveBeenCalledWith(
    '"Civil Lines Villa" और इसकी फ़ोटो डिलीट करें? यह वापस नहीं होगा।',
  );
});

it("shows a listing's leads in Hindi, with call and WhatsApp", async () => {
  mockApi('GET', '/my-listings/3/leads', {
    body: {
      success: true,
      data: [aLead({ type: 'visit_request', visit_date: '2026-12-05', visit_time: '11:00' })],
    },
  });
  await open();
  fireEvent.click(within(card('Gwarighat Nest')).getByRole('button', { name: 'लीड देखें' }));
  const lead = await screen.findByRole('listitem', { name: 'Arun Patel' });
  expect(lead).toHaveTextContent('Arun Patel · विज़िट का अनुरोध');
  expect(within(lead).getByText('5 दिसंबर 2026 को 11:00 बजे विज़िट का अनुरोध')).toBeVisible();
  expect(within(lead).getByText(/को मिली$/)).toBeVisible();
  expect(within(lead).getByRole('link', { name: 'Arun Patel को कॉल करें' })).toHaveAttribute(
    'href',
    'tel:9876543210',
  );
  expect(within(lead).getByRole('link', { name: 'Arun Patel को WhatsApp करें' })).toBeVisible();
  expect(within(lead).getByRole('button', { name: '"निपट गई" मार्क करें' })).toBeVisible();
});
