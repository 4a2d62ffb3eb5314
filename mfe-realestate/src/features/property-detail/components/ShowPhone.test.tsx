import { fireEvent, screen } from '@testing-library/react';
import {
  apiCalls,
  apiError,
  mockApi,
  renderWithProviders,
  storeSession,
  testUser,
} from '@marketplace/test-support';
import { aProperty } from '../../../testing/properties';
import { DETAIL_TEXT } from '../messages';
import { ShowPhone } from './ShowPhone';

const listed = aProperty({ id: 9, has_lister_phone: true, contact_agent: null });

function show(property = listed, loggedIn = true) {
  if (loggedIn) {
    storeSession();
    mockApi('GET', '/profile', { body: { success: true, user: testUser() } });
  }
  renderWithProviders(<ShowPhone property={property} />, { route: '/property-details/9' });
}

describe("the lister's phone on a listing's page", () => {
  it('asks a visitor without a session to log in, to come back to the listing', () => {
    show(listed, false);
    expect(screen.getByRole('link', { name: DETAIL_TEXT.logInForPhone })).toHaveAttribute(
      'href',
      '#/login?redirect=%2Fproperty-details%2F9',
    );
  });

  it('shows it to a logged-in visitor who asks, as a number to call', async () => {
    mockApi('POST', '/properties/9/phone', {
      body: { success: true, data: { phone: '98260 55555' } },
    });
    show();
    expect(screen.queryByText(/98260/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: DETAIL_TEXT.showPhone }));
    const call = await screen.findByRole('link', { name: DETAIL_TEXT.callLister('98260 55555') });
    expect(call).toHaveAttribute('href', 'tel:9826055555');
    expect(apiCalls('POST', '/properties/9/phone')[0]?.headers.Authorization).toBe(
      'Bearer tok-asha',
    );
  });

  it("shows the api's message when the day's limit is reached", async () => {
    const limit = 'You have seen 20 phone numbers today, the most we show in a day.';
    mockApi('POST', '/properties/9/phone', apiError(429, limit, 'RATE_LIMITED'));
    show();
    fireEvent.click(screen.getByRole('button', { name: DETAIL_TEXT.showPhone }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByRole('button', { name: DETAIL_TEXT.showPhone })).toBeEnabled();
  });

  it('offers nothing for a listing without a lister phone', () => {
    show(aProperty({ id: 9, has_lister_phone: false }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
