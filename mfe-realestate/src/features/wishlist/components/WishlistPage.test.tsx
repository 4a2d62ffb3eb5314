import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROPERTY_TEXT } from '../../../components/messages';
import { aPage, aProperty } from '../../../testing/properties';
import { WISHLIST_TEXT } from '../messages';
import { apiCalls, mockApi, renderWithProviders, storeSession } from '@marketplace/test-support';
import RealestateRoutes from '../../../app/routes';

describe('/wishlist', () => {
  it('shows the empty state with a way to the listings', async () => {
    renderWithProviders(<RealestateRoutes />, { route: '/wishlist', path: null });
    expect(
      await screen.findByRole('heading', { name: WISHLIST_TEXT.emptyTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WISHLIST_TEXT.browse })).toHaveAttribute(
      'href',
      '/real-estate',
    );
  });

  it("logged out: fetches this browser's hearts by id and leaves out removed properties", async () => {
    localStorage.setItem('wishlist', JSON.stringify([4, 8]));
    mockApi('GET', '/getPropertyById/4', { body: { success: true, data: aProperty({ id: 4 }) } });
    mockApi('GET', '/getPropertyById/8', {
      status: 404,
      body: { success: false, msg: 'Property not found' },
    });
    renderWithProviders(<RealestateRoutes />, { route: '/wishlist', path: null });
    expect(await screen.findByText(WISHLIST_TEXT.count(1))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skyline Residency 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WISHLIST_TEXT.login })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fwishlist',
    );
  });

  it("logged in: merges the local hearts into the account, clears them, then lists the account's", async () => {
    storeSession();
    localStorage.setItem('wishlist', JSON.stringify([4]));
    mockApi('POST', '/wishlist/merge', { body: { success: true, data: [4, 2] } });
    // Before the merge the account holds property 2 only; after it, 4 as well.
    mockApi('GET', '/wishlist', () => ({
      body: {
        success: true,
        data:
          apiCalls('POST', '/wishlist/merge').length > 0
            ? [aProperty({ id: 4 }), aProperty({ id: 2 })]
            : [aProperty({ id: 2 })],
      },
    }));
    renderWithProviders(<RealestateRoutes />, { route: '/wishlist', path: null });
    expect(await screen.findByText(WISHLIST_TEXT.count(2))).toBeInTheDocument();
    expect(apiCalls('POST', '/wishlist/merge')[0]?.body).toEqual({ property_ids: [4] });
    expect(apiCalls('POST', '/wishlist/merge')[0]?.headers.Authorization).toBe('Bearer tok-asha');
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('logged in: a heart saves to and removes from the account', async () => {
    const user = userEvent.setup();
    storeSession();
    let saved: number[] = [];
    mockApi('GET', '/getAllProperties', { body: aPage([aProperty({ id: 3 })]) });
    mockApi('GET', '/wishlist', () => ({
      body: { success: true, data: saved.map((id) => aProperty({ id })) },
    }));
    mockApi('PUT', '/wishlist/3', () => {
      saved = [3];
      return { body: { success: true, msg: 'Added to wishlist' } };
    });
    mockApi('DELETE', '/wishlist/3', () => {
      saved = [];
      return { body: { success: true, msg: 'Removed from wishlist' } };
    });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    const card = (await screen.findByRole('link', { name: 'Skyline Residency 3' })).closest(
      'article',
    ) as HTMLElement;
    await user.click(
      within(card).getByRole('button', { name: PROPERTY_TEXT.save('Skyline Residency 3') }),
    );
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: PROPERTY_TEXT.unsave('Skyline Residency 3') }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(
      within(card).getByRole('button', { name: PROPERTY_TEXT.unsave('Skyline Residency 3') }),
    );
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(apiCalls('DELETE', '/wishlist/3')).toHaveLength(1);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });
});
