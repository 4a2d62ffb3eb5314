import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReviewListing } from '@marketplace/shared/contracts-posting';
import { apiCalls, apiError, mockApi, renderWithProviders } from '@marketplace/test-support';
import AdminRoutes from '../../../app/routes';
import { asManager, reviewListing } from '../../../testing/fixtures';

const REASON = 'The pictures are of another building.';

/** A manager on the Listing reviews tab, the api holding `listings` until one is decided. */
function openTab(listings: ReviewListing[]) {
  asManager();
  let waiting = listings;
  mockApi('GET', '/admin/listing-reviews', () => ({
    body: { success: true, data: waiting, total: waiting.length },
  }));
  mockApi('GET', '/admin/listing-decisions', {
    body: {
      success: true,
      data: [
        {
          id: 7,
          property_id: null,
          property_name: 'Old Mill Plot',
          decision: 'rejected',
          reason: 'The address is incomplete.',
          moderator: 'Kabir',
          decided_at: '2026-11-26T06:00:00.000Z',
        },
      ],
    },
  });
  const decided = (id: number) => {
    waiting = waiting.filter((listing) => listing.id !== id);
  };
  renderWithProviders(<AdminRoutes />, { route: '/admin/reviews', path: null });
  return { decided };
}

const decisionAnswer = (id: number, decision: 'approved' | 'rejected', msg: string) => ({
  body: {
    success: true,
    msg,
    data: {
      id: 9,
      property_id: id,
      property_name: `Gwarighat Nest ${id}`,
      decision,
      reason: decision === 'rejected' ? REASON : null,
      moderator: 'Asha',
      decided_at: '2026-11-28T10:00:00.000Z',
    },
  },
});

describe('the Listing reviews tab', () => {
  it('shows each waiting listing with its pictures, every field, its lister and earlier decisions', async () => {
    openTab([
      reviewListing(1, {
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
      }),
      reviewListing(2, { lister: null }),
    ]);
    const first = await screen.findByRole('listitem', { name: 'Gwarighat Nest 1' });
    expect(
      screen.getByRole('link', { name: 'Listing reviews 2 waiting for review' }),
    ).toBeVisible();
    // Oldest sent first, as the api ordered them.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Gwarighat Nest 1',
      'Gwarighat Nest 2',
    ]);
    const details = within(first).getByRole('region', { name: 'Details' });
    for (const [label, value] of [
      ['Sale or rent', 'For rent'],
      ['Rent', '₹18,000/month'],
      ['Deposit', '₹54,000'],
      ['Available from', '15 Dec 2026'],
      ['Type', 'Apartment'],
      ['Possession', 'Ready to move'],
      ['Furnishing', 'Furnished'],
      ['Bedrooms', '2 BHK'],
      ['Floor', '4 of 12'],
      ['RERA', 'P-JBP-24-1234'],
      ['Posted by', 'Owner'],
      ['Address', 'Vijay Nagar, Jabalpur'],
      ['Description', 'Corner flat'],
      ['Amenities', 'Parking, Lift'],
    ]) {
      expect(within(details).getByText(label as string).nextElementSibling).toHaveTextContent(
        value as string,
      );
    }
    const lister = within(first).getByRole('region', { name: 'Lister' });
    expect(lister).toHaveTextContent('Meera Joshi (meera1)');
    expect(lister).toHaveTextContent('meera1@example.in');
    expect(lister).toHaveTextContent('+91 98260 55555');
    expect(within(first).getByRole('region', { name: 'Earlier decisions' })).toHaveTextContent(
      'Rejected · Kabir, 25 Nov 2026, 11:30 amBlurry pictures, send sharper ones.',
    );
    const second = screen.getByRole('listitem', { name: 'Gwarighat Nest 2' });
    expect(within(second).getByText('The account was deleted')).toBeVisible();
    // Two thumbnails; one opens larger.
    fireEvent.click(within(first).getByRole('button', { name: 'Open picture 2 larger' }));
    const large = await screen.findByRole('dialog', { name: 'Picture 2 of 2 of Gwarighat Nest 1' });
    expect(
      within(large).getByRole('img', { name: 'Picture 2 of 2 of Gwarighat Nest 1' }),
    ).toHaveAttribute('src', expect.stringContaining('/uploads/properties/def'));
    // The history of decisions, with the listing each was about.
    expect(
      await screen.findByText('Old Mill Plot (listing deleted)', { exact: false }),
    ).toBeVisible();
  });

  it('approves in one click: the listing leaves the queue and a toast says so', async () => {
    const { decided } = openTab([reviewListing(1), reviewListing(2)]);
    mockApi('POST', '/admin/listing-reviews/1/approve', () => {
      decided(1);
      return decisionAnswer(1, 'approved', 'Listing approved: it is live');
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Gwarighat Nest 1' }));
    expect(await screen.findByText('Gwarighat Nest 1: Listing approved: it is live')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Gwarighat Nest 1' })).toBeNull(),
    );
    expect(screen.getByRole('listitem', { name: 'Gwarighat Nest 2' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Listing reviews 1 waiting for review' }),
    ).toBeVisible();
    expect(apiCalls('POST', '/admin/listing-reviews/1/approve')).toHaveLength(1);
  });

  it('rejects with a reason of 10 to 1,000 characters, keeping it when the api refuses', async () => {
    const { decided } = openTab([reviewListing(1)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Gwarighat Nest 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Gwarighat Nest 1' });
    expect(dialog).toHaveTextContent('10 to 1,000 characters');
    const reason = within(dialog).getByLabelText('Reason for the lister *');

    // Too short after trimming: said at once, nothing sent.
    fireEvent.change(reason, { target: { value: '  too short  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(within(dialog).getByText('The reason must be at least 10 characters')).toBeVisible();
    fireEvent.change(reason, { target: { value: 'x'.repeat(1001) } });
    expect(within(dialog).getByText('The reason must be at most 1,000 characters')).toBeVisible();
    expect(within(dialog).getByText('1001 / 1,000')).toBeVisible();
    expect(apiCalls('POST', '/admin/listing-reviews/1/reject')).toHaveLength(0);

    // The api's refusal shows in the dialog; the reason stays.
    mockApi(
      'POST',
      '/admin/listing-reviews/1/reject',
      apiError(409, 'This listing is no longer waiting for review: someone decided it already.'),
      { once: true },
    );
    fireEvent.change(reason, { target: { value: `  ${REASON}  ` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This listing is no longer waiting for review: someone decided it already.',
    );
    expect(reason).toHaveValue(`  ${REASON}  `);

    mockApi('POST', '/admin/listing-reviews/1/reject', () => {
      decided(1);
      return decisionAnswer(1, 'rejected', 'Listing rejected: the lister has been told why');
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(
      await screen.findByText('Gwarighat Nest 1: Listing rejected: the lister has been told why'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('No listings are waiting for review')).toBeVisible();
    expect(apiCalls('POST', '/admin/listing-reviews/1/reject').map((call) => call.body)).toEqual([
      { reason: REASON },
      { reason: REASON },
    ]);
  });

  it('goes back a page when the last listing of a later page is decided', async () => {
    asManager();
    let waiting = Array.from({ length: 21 }, (_, index) => reviewListing(index + 1));
    mockApi('GET', '/admin/listing-reviews', (call) => {
      const page = Number(call.query.get('page'));
      return {
        body: {
          success: true,
          data: waiting.slice((page - 1) * 20, page * 20),
          total: waiting.length,
        },
      };
    });
    mockApi('GET', '/admin/listing-decisions', { body: { success: true, data: [] } });
    mockApi('POST', '/admin/listing-reviews/21/approve', () => {
      waiting = waiting.filter((listing) => listing.id !== 21);
      return decisionAnswer(21, 'approved', 'Listing approved: it is live');
    });
    renderWithProviders(<AdminRoutes />, { route: '/admin/reviews', path: null });
    await screen.findByRole('listitem', { name: 'Gwarighat Nest 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Gwarighat Nest 21' }));
    expect(await screen.findByRole('listitem', { name: 'Gwarighat Nest 20' })).toBeVisible();
    expect(screen.queryByText('No listings are waiting for review')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Listing reviews 20 waiting for review' }),
    ).toBeVisible();
  });

  it('says when no listing is waiting, with no count on the tab', async () => {
    openTab([]);
    expect(await screen.findByText('No listings are waiting for review')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Listing reviews' })).toBeVisible();
  });

  it("shows the api's refusal of an account that may not moderate", async () => {
    asManager();
    mockApi(
      'GET',
      '/admin/listing-reviews',
      apiError(403, 'You do not have permission to do this', 'FORBIDDEN'),
    );
    renderWithProviders(<AdminRoutes />, { route: '/admin/reviews', path: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this',
    );
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(apiCalls('GET', '/admin/listing-decisions')).toHaveLength(0);
  });
});
