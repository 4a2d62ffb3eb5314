import { fireEvent, screen, within } from '@testing-library/react';
import type { MyListing } from '@marketplace/shared/contracts-posting';
import {
  apiCalls,
  mockApi,
  renderWithProviders,
  storeSession,
  testUser,
} from '@marketplace/test-support';
import { aLead, aListing } from '../../../testing/my-listings';
import { LEADS_TEXT, MY_LISTINGS_TEXT } from '../my-listings-text';
import MyListingsPage from './MyListingsPage';

const LISTINGS: MyListing[] = [
  aListing({ id: 1, name: 'Napier Town Flat', status: 'draft' }),
  aListing({ id: 2, name: 'Wright Town House', status: 'pending', submitted_at: '2026-11-27' }),
  aListing({
    id: 3,
    name: 'Gwarighat Nest',
    status: 'live',
    expires_at: '2027-01-26T10:00:00.000Z',
    views: 31,
    phone_reveals: 4,
    leads: 2,
    open_leads: 1,
  }),
  aListing({
    id: 4,
    name: 'Civil Lines Villa',
    purpose: 'sale',
    status: 'rejected',
    rejection_reason: 'The pictures are of another building.',
  }),
  aListing({ id: 5, name: 'Adhartal Rooms', status: 'rented' }),
  aListing({ id: 6, name: 'Vijay Nagar Plot', purpose: 'sale', status: 'expired' }),
];

function open(listings = LISTINGS) {
  storeSession();
  mockApi('GET', '/profile', { body: { success: true, user: testUser() } });
  mockApi('GET', '/my-listings', {
    body: { success: true, data: listings, active: 2, active_limit: 5 },
  });
  renderWithProviders(<MyListingsPage />, { route: '/my-listings', path: '/my-listings' });
  return screen.findByText(MY_LISTINGS_TEXT.active(2, 5));
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('My listings', () => {
  it('shows each listing with its status, views, phone reveals and leads', async () => {
    await open();
    expect(within(card('Napier Town Flat')).getByText('Draft')).toBeVisible();
    expect(within(card('Wright Town House')).getByText('Waiting for review')).toBeVisible();
    const live = card('Gwarighat Nest');
    expect(within(live).getByText('Live')).toBeVisible();
    expect(within(live).getByText(/Live until/)).toBeVisible();
    expect(within(live).getByText('31 views · 4 phone reveals · 2 leads (1 new)')).toBeVisible();
    const rejected = card('Civil Lines Villa');
    expect(within(rejected).getByText('Rejected')).toBeVisible();
    expect(within(rejected).getByText('The pictures are of another building.')).toBeVisible();
    expect(within(card('Adhartal Rooms')).getByText('Rented')).toBeVisible();
    expect(within(card('Vijay Nagar Plot')).getByText('Expired')).toBeVisible();
  });

  it('offers only the moves each status allows', async () => {
    await open();
    const names = (listing: string) =>
      within(card(listing))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(names('Napier Town Flat')).toEqual(['Continue', 'Delete']);
    expect(names('Gwarighat Nest')).toEqual(['Edit', 'Mark rented', 'Leads', 'Delete']);
    expect(names('Civil Lines Villa')).toEqual(['Continue', 'Delete']);
    expect(names('Adhartal Rooms')).toEqual(['Edit', 'Delete']);
    expect(names('Vijay Nagar Plot')).toEqual(['Edit', 'Mark sold', 'Renew', 'Delete']);
  });

  it('marks a listing rented and renews an expired one, then shows the list again', async () => {
    await open();
    mockApi('POST', '/my-listings/3/close', {
      body: { success: true, msg: 'Marked as rented', data: aListing({ id: 3, status: 'rented' }) },
    });
    mockApi('POST', '/my-listings/6/renew', {
      body: { success: true, msg: 'Renewed', data: aListing({ id: 6, status: 'live' }) },
    });
    fireEvent.click(within(card('Gwarighat Nest')).getByRole('button', { name: 'Mark rented' }));
    expect(await screen.findByText('Marked as rented')).toBeInTheDocument();
    fireEvent.click(within(card('Vijay Nagar Plot')).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('Renewed')).toBeInTheDocument();
    expect(apiCalls('POST', '/my-listings/3/close')).toHaveLength(1);
    expect(apiCalls('POST', '/my-listings/6/renew')).toHaveLength(1);
    expect(apiCalls('GET', '/my-listings')).toHaveLength(3);
  });

  it('deletes a listing only once the lister confirms', async () => {
    await open();
    mockApi('DELETE', '/my-listings/1', { body: { success: true, msg: 'Listing deleted' } });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    fireEvent.click(within(card('Napier Town Flat')).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(MY_LISTINGS_TEXT.confirmDelete('Napier Town Flat'));
    expect(apiCalls('DELETE', '/my-listings/1')).toHaveLength(0);
    confirm.mockReturnValueOnce(true);
    fireEvent.click(within(card('Napier Town Flat')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted')).toBeInTheDocument();
    expect(apiCalls('DELETE', '/my-listings/1')).toHaveLength(1);
    confirm.mockRestore();
  });

  it('reopens the steps of a draft at once, and of a live listing once it is made a draft', async () => {
    await open();
    mockApi('POST', '/my-listings/3/reopen', {
      body: { success: true, msg: 'Draft again', data: aListing({ id: 3 }) },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(card('Gwarighat Nest')).getByRole('button', { name: 'Edit' }));
    expect(confirm).toHaveBeenCalledWith(MY_LISTINGS_TEXT.confirmReopen);
    expect(await screen.findByText('Navigated to /post-property?id=3')).toBeInTheDocument();
    expect(apiCalls('POST', '/my-listings/3/reopen')).toHaveLength(1);
    confirm.mockRestore();
  });

  it('continues a draft in the steps without asking', async () => {
    await open();
    fireEvent.click(within(card('Napier Town Flat')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Navigated to /post-property?id=1')).toBeInTheDocument();
  });

  it("shows a listing's leads with call and WhatsApp links, and marks one handled", async () => {
    await open();
    mockApi('GET', '/my-listings/3/leads', {
      body: {
        success: true,
        data: [
          aLead(),
          aLead({
            id: 5,
            type: 'visit_request',
            name: 'Meera Joshi',
            phone: '+91 99999 11111',
            message: null,
            visit_date: '2026-12-02',
            visit_time: '11:30',
            handled: true,
          }),
        ],
      },
    });
    mockApi('PATCH', '/my-listings/3/leads/4', {
      body: { success: true, msg: 'Lead marked as handled', data: aLead({ handled: true }) },
    });
    fireEvent.click(within(card('Gwarighat Nest')).getByRole('button', { name: 'Leads' }));
    const arun = await screen.findByRole('listitem', { name: 'Arun Patel' });
    expect(within(arun).getByText('98765 43210')).toBeVisible();
    expect(within(arun).getByText('Is it still available from December?')).toBeVisible();
    expect(within(arun).getByText(/Received 28 Nov 2026/)).toBeVisible();
    expect(within(arun).getByRole('link', { name: LEADS_TEXT.call('Arun Patel') })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(
      within(arun).getByRole('link', { name: LEADS_TEXT.whatsapp('Arun Patel') }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=/));
    const meera = screen.getByRole('listitem', { name: 'Meera Joshi' });
    expect(within(meera).getByText('Visit asked for 2026-12-02 at 11:30')).toBeVisible();
    expect(within(meera).getByRole('button', { name: LEADS_TEXT.markOpen })).toBeVisible();
    fireEvent.click(within(arun).getByRole('button', { name: LEADS_TEXT.markHandled }));
    expect(await within(arun).findByRole('button', { name: LEADS_TEXT.markOpen })).toBeVisible();
    expect(apiCalls('PATCH', '/my-listings/3/leads/4')[0]?.body).toEqual({ handled: true });
  });

  it('says what to do when there is no listing yet', async () => {
    await open([]);
    expect(screen.getByRole('heading', { name: MY_LISTINGS_TEXT.emptyTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: MY_LISTINGS_TEXT.post })).toHaveAttribute(
      'href',
      '#/post-property',
    );
  });
});
