import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_SEARCH_MESSAGES } from '@marketplace/shared/contracts-properties';
import { apiCalls, mockApi, renderWithProviders } from '@marketplace/test-support';
import RealestateRoutes from '../../../app/routes';
import { UNSUBSCRIBE_TEXT as TEXT } from '../messages';

const route = '/saved-searches/unsubscribe/tok123';
const show = () => renderWithProviders(<RealestateRoutes />, { route, path: null });

describe('/saved-searches/unsubscribe/:token', () => {
  it('asks before stopping, without a login, then says the e-mails stopped', async () => {
    mockApi('GET', '/saved-searches/unsubscribe/tok123', {
      body: { success: true, data: { name: 'Villas', alerts: true } },
    });
    mockApi('POST', '/saved-searches/unsubscribe/tok123', {
      body: {
        success: true,
        msg: SAVED_SEARCH_MESSAGES.unsubscribed('Villas'),
        data: { name: 'Villas', alerts: false },
      },
    });
    show();
    expect(
      await screen.findByRole('heading', { name: TEXT.question('Villas') }),
    ).toBeInTheDocument();
    expect(apiCalls('POST', '/saved-searches/unsubscribe/tok123')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.stop }));
    expect(
      await screen.findByRole('heading', { name: SAVED_SEARCH_MESSAGES.unsubscribed('Villas') }),
    ).toBeInTheDocument();
    expect(
      apiCalls('POST', '/saved-searches/unsubscribe/tok123')[0]?.headers.Authorization,
    ).toBeUndefined();
  });

  it('says when the e-mails are already off', async () => {
    mockApi('GET', '/saved-searches/unsubscribe/tok123', {
      body: { success: true, data: { name: 'Villas', alerts: false } },
    });
    show();
    expect(
      await screen.findByRole('heading', { name: TEXT.alreadyOff('Villas') }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.stop })).not.toBeInTheDocument();
  });

  it("shows the api's message for a link that is not valid", async () => {
    mockApi('GET', '/saved-searches/unsubscribe/tok123', {
      status: 404,
      body: { success: false, msg: SAVED_SEARCH_MESSAGES.unsubscribeNotFound },
    });
    show();
    expect(await screen.findByRole('heading', { name: TEXT.invalidTitle })).toBeInTheDocument();
    expect(screen.getByText(SAVED_SEARCH_MESSAGES.unsubscribeNotFound)).toBeInTheDocument();
  });
});
