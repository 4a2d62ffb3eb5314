import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { asManager, property } from '../../../testing/fixtures';
import { apiCalls, mockApi, renderWithProviders } from '@marketplace/test-support';
import AdminRoutes from '../../../app/routes';

const listCalls = () => apiCalls().filter((call) => call.path === '/getAllProperties');

describe('the Properties tab', () => {
  it('shows the stat cards from the api, with the fixed trend text', async () => {
    asManager();
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    const total = await screen.findByText('1,234');
    expect(total.closest('div')).toHaveTextContent('Total properties1,234+12% from last month');
    // Once: a fixed trend is not repeated as five claims (docs/product/admin.md).
    expect(screen.getAllByText('+12% from last month')).toHaveLength(1);
    expect(screen.getByText('Budget').nextSibling).toHaveTextContent('400');
    expect(screen.getByText('Mid range').nextSibling).toHaveTextContent('500');
    expect(screen.getByText('Premium').nextSibling).toHaveTextContent('334');
    expect(screen.getByText('Average price').nextSibling).toHaveTextContent('₹98.75 L');
  });

  it('lists a page of cards with View, Edit and Delete, and pages on the server', async () => {
    asManager([property(1)], 30);
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    const card = await screen.findByRole('article', { name: 'Sunrise Residency 1' });
    expect(within(card).getByRole('link', { name: 'View Sunrise Residency 1' })).toHaveAttribute(
      'href',
      '/property-details/1',
    );
    expect(within(card).getByRole('button', { name: 'Edit Sunrise Residency 1' })).toBeVisible();
    expect(listCalls()[0]?.query.get('limit')).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls().at(-1)?.query.get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('names up to 3 amenities on a card, then counts the rest', async () => {
    asManager(
      [
        property(1, { amenities: ['Parking', 'Lift', 'Gymnasium', 'Swimming Pool', 'Park'] }),
        property(2, { amenities: ['Parking', 'Lift'] }),
        property(3, { amenities: [] }),
      ],
      3,
    );
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    const chips = async (id: number) =>
      within(
        within(await screen.findByRole('article', { name: `Sunrise Residency ${id}` })).getByRole(
          'list',
          { name: 'Amenities' },
        ),
      )
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(await chips(1)).toEqual(['Parking', 'Lift', 'Gymnasium', '+2 more']);
    expect(await chips(2)).toEqual(['Parking', 'Lift']);
    const bare = screen.getByRole('article', { name: 'Sunrise Residency 3' });
    expect(within(bare).queryByRole('list', { name: 'Amenities' })).toBeNull();
  });

  it('searches name and location and filters the price range on the server', async () => {
    asManager();
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    await screen.findByRole('article', { name: 'Sunrise Residency 1' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search properties' }), {
      target: { value: 'jabalpur' },
    });
    await waitFor(() => expect(listCalls().at(-1)?.query.get('q')).toBe('jabalpur'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Price range' }), {
      target: { value: 'premium' },
    });
    await waitFor(() => expect(listCalls().at(-1)?.query.get('price_range')).toBe('premium'));
    expect(listCalls().at(-1)?.query.get('q')).toBe('jabalpur');
    expect(listCalls().at(-1)?.query.get('page')).toBe('1');
  });

  it('shows a list error in the red banner', async () => {
    asManager();
    mockApi('GET', '/getAllProperties', {
      status: 500,
      body: { success: false, msg: 'Database down' },
    });
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
  });

  it('asks before deleting, deletes, and the success message clears after 3 s', async () => {
    asManager();
    mockApi('DELETE', '/deleteProperty/2', {
      body: { success: true, msg: 'Property deleted successfully' },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    renderWithProviders(<AdminRoutes />, { route: '/admin', path: null });
    const remove = await screen.findByRole('button', { name: 'Delete Sunrise Residency 2' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this property?');
    expect(apiCalls().some((call) => call.method === 'DELETE')).toBe(false);

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      confirm.mockReturnValueOnce(true);
      fireEvent.click(remove);
      expect(await screen.findByText('Property deleted successfully')).toBeInTheDocument();
      expect(apiCalls().filter((call) => call.method === 'DELETE')).toHaveLength(1);
      act(() => {
        jest.advanceTimersByTime(2900);
      });
      expect(screen.getByText('Property deleted successfully')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(screen.queryByText('Property deleted successfully')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
