import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_SEARCH_MESSAGES } from '@marketplace/shared/contracts-properties';
import { apiCalls, mockApi, renderWithProviders, storeSession } from '@marketplace/test-support';
import { SAVE_SEARCH_TEXT as TEXT } from '../messages';
import { SaveSearch } from './SaveSearch';

const query = 'bedrooms=2&location=jabalpur&purpose=rent';

describe('Save search on the listing', () => {
  it('logged out, leads to the login page, which brings the visitor back to this search', () => {
    renderWithProviders(<SaveSearch query={query} />, { route: `/real-estate?${query}` });
    expect(screen.getByRole('link', { name: TEXT.button })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/real-estate?${query}`)}`,
    );
  });

  it('suggests a name from the filters and saves the search under the name given', async () => {
    const user = userEvent.setup();
    storeSession();
    mockApi('POST', '/saved-searches', {
      status: 201,
      body: {
        success: true,
        msg: SAVED_SEARCH_MESSAGES.saved,
        data: {
          id: 1,
          name: 'Near work',
          query,
          alerts: true,
          new_count: 0,
          seen_at: '2026-11-28T10:00:00.000Z',
          created_at: '2026-11-28T10:00:00.000Z',
        },
      },
    });
    renderWithProviders(<SaveSearch query={query} />, { route: '/real-estate' });
    await user.click(screen.getByRole('button', { name: TEXT.button }));
    const field = screen.getByRole('textbox', { name: TEXT.nameLabel });
    expect(field).toHaveValue('2 BHK to rent in Jabalpur');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(screen.getByText(TEXT.nameRequired)).toBeInTheDocument();
    await user.type(field, 'Near work');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(TEXT.saved);
    expect(screen.getByRole('link', { name: TEXT.manage })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
    expect(apiCalls('POST', '/saved-searches')[0]?.body).toEqual({ name: 'Near work', query });
  });

  it("shows the api's refusal with the way to the searches already kept", async () => {
    const user = userEvent.setup();
    storeSession();
    mockApi('POST', '/saved-searches', {
      status: 409,
      body: { success: false, msg: SAVED_SEARCH_MESSAGES.limit, code: 'SAVED_SEARCH_LIMIT' },
    });
    renderWithProviders(<SaveSearch query={query} />, { route: '/real-estate' });
    await user.click(screen.getByRole('button', { name: TEXT.button }));
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(SAVED_SEARCH_MESSAGES.limit)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXT.manage })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
    expect(screen.getByRole('textbox', { name: TEXT.nameLabel })).toHaveValue(
      '2 BHK to rent in Jabalpur',
    );
  });
});
