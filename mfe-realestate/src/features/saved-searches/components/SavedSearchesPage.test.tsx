import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_SEARCH_MESSAGES, type SavedSearch } from '@marketplace/shared/contracts-properties';
import { apiCalls, mockApi, renderWithProviders, storeSession } from '@marketplace/test-support';
import RealestateRoutes from '../../../app/routes';
import { aPage } from '../../../testing/properties';
import { SAVED_SEARCHES_TEXT as TEXT } from '../messages';

const aSearch = (fields: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 7,
  name: '2 BHK to rent in Jabalpur',
  query: 'bedrooms=2&location=jabalpur&purpose=rent',
  alerts: true,
  new_count: 3,
  seen_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-14T10:00:00.000Z',
  ...fields,
});

function listAnswers(...lists: SavedSearch[][]) {
  let call = 0;
  mockApi('GET', '/saved-searches', () => ({
    body: { success: true, data: lists[Math.min(call++, lists.length - 1)] },
  }));
}

const show = () =>
  renderWithProviders(<RealestateRoutes />, { route: '/saved-searches', path: null });

describe('/saved-searches', () => {
  beforeEach(() => storeSession());

  it('lists each search with its filters in words, its new listings and a link that opens it', async () => {
    listAnswers([
      aSearch(),
      aSearch({ id: 8, name: 'Villas', query: 'property_type=villa', new_count: 0 }),
    ]);
    mockApi('POST', '/saved-searches/7/seen', {
      body: { success: true, msg: 'ok', data: aSearch({ new_count: 0 }) },
    });
    show();
    const card = (
      await screen.findByRole('heading', { name: '2 BHK to rent in Jabalpur' })
    ).closest('article')!;
    expect(within(card).getByText(TEXT.newCount(3))).toBeInTheDocument();
    expect(within(card).getByText('For rent')).toBeInTheDocument();
    expect(within(card).getByText('2 BHK')).toBeInTheDocument();
    expect(within(card).getByText('Saved 14 November 2026')).toBeInTheDocument();
    const villas = screen.getByRole('heading', { name: 'Villas' }).closest('article')!;
    expect(within(villas).getByText(TEXT.newCount(0))).toBeInTheDocument();

    // Opening the search shows its listings.
    mockApi('GET', '/getAllProperties', { body: aPage([]) });
    mockApi('GET', '/wishlist', { body: { success: true, data: [] } });
    const open = within(card).getByRole('link', { name: TEXT.open });
    expect(open).toHaveAttribute('href', '/real-estate?bedrooms=2&location=jabalpur&purpose=rent');
    await userEvent.setup().click(open);
    expect(apiCalls('POST', '/saved-searches/7/seen')).toHaveLength(1);
    expect(apiCalls('POST', '/saved-searches/7/seen')[0]?.headers.Authorization).toBe(
      'Bearer tok-asha',
    );
  });

  it('turns e-mails off and renames, and shows the list the api answers after', async () => {
    const user = userEvent.setup();
    listAnswers(
      [aSearch()],
      [aSearch({ alerts: false })],
      [aSearch({ alerts: false, name: 'Near work' })],
    );
    mockApi('PATCH', '/saved-searches/7', {
      body: { success: true, msg: SAVED_SEARCH_MESSAGES.updated, data: aSearch() },
    });
    show();
    const emails = await screen.findByRole('checkbox', { name: TEXT.emails });
    expect(emails).toBeChecked();
    await user.click(emails);
    expect(apiCalls('PATCH', '/saved-searches/7')[0]?.body).toEqual({ alerts: false });
    expect(await screen.findByRole('checkbox', { name: TEXT.emails })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: TEXT.rename }));
    const field = screen.getByRole('textbox', { name: TEXT.nameLabel });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(screen.getByText(TEXT.nameRequired)).toHaveAttribute('role', 'alert');
    await user.type(field, 'Near work');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(apiCalls('PATCH', '/saved-searches/7')[1]?.body).toEqual({ name: 'Near work' });
    expect(await screen.findByRole('heading', { name: 'Near work' })).toBeInTheDocument();
  });

  it("keeps what was typed and shows the api's refusal beside the search", async () => {
    const user = userEvent.setup();
    listAnswers([aSearch()]);
    mockApi('PATCH', '/saved-searches/7', {
      status: 409,
      body: {
        success: false,
        msg: SAVED_SEARCH_MESSAGES.duplicate('Villas'),
        code: 'SAVED_SEARCH_EXISTS',
      },
    });
    show();
    await user.click(await screen.findByRole('button', { name: TEXT.rename }));
    const field = screen.getByRole('textbox', { name: TEXT.nameLabel });
    await user.clear(field);
    await user.type(field, 'Villas');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SAVED_SEARCH_MESSAGES.duplicate('Villas'),
    );
    expect(field).toHaveValue('Villas');
  });

  it('deletes after a confirmation, and says when nothing is saved', async () => {
    const user = userEvent.setup();
    listAnswers([aSearch()], []);
    mockApi('DELETE', '/saved-searches/7', {
      body: { success: true, msg: SAVED_SEARCH_MESSAGES.deleted },
    });
    show();
    await user.click(await screen.findByRole('button', { name: TEXT.delete }));
    expect(screen.getByText(TEXT.confirmDelete('2 BHK to rent in Jabalpur'))).toBeInTheDocument();
    expect(apiCalls('DELETE', '/saved-searches/7')).toHaveLength(0);
    await user.click(
      within(screen.getByRole('group', { name: TEXT.delete })).getByRole('button', {
        name: TEXT.delete,
      }),
    );
    expect(await screen.findByRole('heading', { name: TEXT.emptyTitle })).toBeInTheDocument();
    expect(apiCalls('DELETE', '/saved-searches/7')).toHaveLength(1);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    mockApi('GET', '/saved-searches', {
      status: 500,
      body: { success: false, msg: 'Something went wrong' },
    });
    show();
    expect(await screen.findByRole('heading', { name: TEXT.errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.tryAgain })).toBeInTheDocument();
  });
});
