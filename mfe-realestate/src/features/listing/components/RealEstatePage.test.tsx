import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPage, aProperty } from '../../../testing/properties';
import { PROPERTY_TEXT } from '../../../components/messages';
import { LISTING_TEXT } from '../messages';
import { apiCalls, mockApi, renderWithProviders } from '@marketplace/test-support';
import RealestateRoutes from '../../../app/routes';

const LIST = '/getAllProperties';
const address = () => screen.getByLabelText('Current address');
const lastQuery = () => apiCalls('GET', LIST).at(-1)?.query.toString();

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('/real-estate', () => {
  it('shows a spinner while the first page loads', async () => {
    mockApi('GET', LIST, () => new Promise(() => {}));
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    expect(await screen.findByRole('status', { name: LISTING_TEXT.loading })).toBeInTheDocument();
  });

  it('shows the cards and "N of M properties" (shown on this page of all matching)', async () => {
    mockApi('GET', LIST, { body: aPage([aProperty({ id: 1 }), aProperty({ id: 2 })], 57) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    expect(await screen.findByText('2 of 57 properties')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(lastQuery()).toBe('page=1&limit=24');
  });

  it("asks for the first card's picture first: the page's largest paint waits for it", async () => {
    const properties = [1, 2, 3, 4].map((id) => aProperty({ id, name: `Home ${id}` }));
    mockApi('GET', LIST, { body: aPage(properties, 4) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    await screen.findByText('4 of 4 properties');
    // By alt text: the other cards' pictures wait, hidden, until the first is drawn.
    const pictures = properties.map(({ name }) => screen.getByAltText(name));
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
    ]);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  });

  it('groups a large count the Indian way', async () => {
    mockApi('GET', LIST, { body: aPage([aProperty({ id: 1 })], 123456) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    expect(await screen.findByText('1 of 1,23,456 properties')).toBeInTheDocument();
  });

  it('keeps the heading order: the h1, then h2s above the filters and the cards', async () => {
    mockApi('GET', LIST, { body: aPage([aProperty({ id: 1 })], 1) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    // No level is skipped on the way down (Lighthouse's heading-order).
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(
      screen.getByRole('heading', { level: 2, name: LISTING_TEXT.results }),
    ).toBeInTheDocument();
  });

  it('reads the filters from the URL (reload, shared link) and sends them to the api', async () => {
    mockApi('GET', LIST, { body: aPage([aProperty()]) });
    renderWithProviders(<RealestateRoutes />, {
      route: '/real-estate?bedrooms=2&location=noida&amenities=Lift,Parking&page=2',
      path: null,
    });
    await screen.findByText('1 of 1 property');
    expect(lastQuery()).toBe('bedrooms=2&location=noida&amenities=Lift%2CParking&page=2&limit=24');
    const sidebar = screen.getByRole('complementary', { name: LISTING_TEXT.filters });
    expect(within(sidebar).getByRole('button', { name: '2 BHK (0)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(sidebar).getByRole('combobox', { name: LISTING_TEXT.location })).toHaveValue(
      'noida',
    );
  });

  it('writes a chosen filter into the URL and asks the server for page 1', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, { body: aPage([aProperty()], 40) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate?page=2', path: null });
    await screen.findByText('1 of 40 properties');
    const sidebar = screen.getByRole('complementary', { name: LISTING_TEXT.filters });
    await user.click(within(sidebar).getByRole('button', { name: 'Premium (₹1Cr+) (0)' }));
    await waitFor(() => expect(address()).toHaveTextContent('/real-estate?price_range=premium'));
    await waitFor(() => expect(lastQuery()).toBe('price_range=premium&page=1&limit=24'));
    await user.selectOptions(
      screen.getByRole('combobox', { name: LISTING_TEXT.sortLabel }),
      'price_desc',
    );
    await waitFor(() =>
      expect(lastQuery()).toBe('price_range=premium&sort=price_desc&page=1&limit=24'),
    );
  });

  it('searches shortly after typing stops', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, { body: aPage([aProperty()]) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    await screen.findByText('1 of 1 property');
    await user.type(screen.getByRole('searchbox', { name: LISTING_TEXT.searchLabel }), 'Noida');
    await waitFor(() => expect(address()).toHaveTextContent('/real-estate?q=Noida'));
    expect(lastQuery()).toBe('q=Noida&page=1&limit=24');
  });

  it('applies the area range after typing, treating 3000 as no upper limit', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, { body: aPage([aProperty()]) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate?area_max=2000', path: null });
    const sidebar = await screen.findByRole('complementary', { name: LISTING_TEXT.filters });
    const min = within(sidebar).getByRole('spinbutton', { name: LISTING_TEXT.areaMin });
    const max = within(sidebar).getByRole('spinbutton', { name: LISTING_TEXT.areaMax });
    expect(max).toHaveValue(2000);
    await user.clear(min);
    await user.type(min, '800');
    await waitFor(() => expect(lastQuery()).toBe('area_min=800&area_max=2000&page=1&limit=24'));
    await user.clear(max);
    await user.type(max, '3000');
    await waitFor(() => expect(lastQuery()).toBe('area_min=800&page=1&limit=24'));
  });

  it('opens amenities on demand; budget, bedrooms, area and location start open', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, { body: aPage([aProperty()]) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    const sidebar = await screen.findByRole('complementary', { name: LISTING_TEXT.filters });
    for (const name of ['Budget', 'Bedrooms', 'Area (sq ft)', 'Location']) {
      expect(within(sidebar).getByRole('button', { name })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    const amenities = within(sidebar).getByRole('button', { name: 'Amenities' });
    expect(amenities).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).queryByRole('checkbox', { name: 'Lift (0)' })).not.toBeInTheDocument();
    await user.click(amenities);
    await user.click(within(sidebar).getByRole('checkbox', { name: 'Lift (0)' }));
    await waitFor(() => expect(lastQuery()).toBe('amenities=Lift&page=1&limit=24'));
    await user.click(within(sidebar).getByRole('button', { name: 'Budget' }));
    expect(
      within(sidebar).queryByRole('button', { name: 'Mid (₹50L - ₹1Cr) (0)' }),
    ).not.toBeInTheDocument();
  });

  it('opens the filter drawer, keeps focus inside, and closes it with Escape', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, { body: aPage([aProperty()]) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    await screen.findByText('1 of 1 property');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: LISTING_TEXT.filters });
    await user.click(within(drawer).getByRole('button', { name: '3 BHK (0)' }));
    await waitFor(() => expect(address()).toHaveTextContent('bedrooms=3'));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    // Tabbing past the last control comes back to the first one inside the drawer.
    within(drawer).getByRole('button', { name: LISTING_TEXT.showResults }).focus();
    await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
  });

  it('clears all filters with a toast, keeping the sort', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, { body: aPage([aProperty()]) });
    renderWithProviders(<RealestateRoutes />, {
      route: '/real-estate?bedrooms=2&sort=area',
      path: null,
    });
    await screen.findByText('1 of 1 property');
    const sidebar = screen.getByRole('complementary', { name: LISTING_TEXT.filters });
    await user.click(within(sidebar).getByRole('button', { name: LISTING_TEXT.clearAll }));
    expect(await screen.findByText(LISTING_TEXT.cleared)).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/real-estate\?sort=area$/));
  });

  it('shows the error panel and re-requests on Try Again', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, { status: 500, body: { success: false, msg: 'Database unavailable' } });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    expect(
      await screen.findByRole('heading', { name: LISTING_TEXT.errorTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    mockApi('GET', LIST, { body: aPage([aProperty()]) });
    await user.click(screen.getByRole('button', { name: LISTING_TEXT.tryAgain }));
    expect(await screen.findByText('1 of 1 property')).toBeInTheDocument();
  });

  it('shows the empty state with its hint and Clear All Filters', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, (call) =>
      call.query.has('bedrooms') ? { body: aPage([], 0) } : { body: aPage([aProperty()], 1) },
    );
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate?bedrooms=5', path: null });
    expect(
      await screen.findByRole('heading', { name: LISTING_TEXT.emptyTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(LISTING_TEXT.emptyHint)).toBeInTheDocument();
    const main = screen.getByRole('heading', { name: LISTING_TEXT.emptyTitle })
      .parentElement as HTMLElement;
    await user.click(within(main).getByRole('button', { name: LISTING_TEXT.clearAll }));
    expect(await screen.findByText('1 of 1 property')).toBeInTheDocument();
  });

  it('pages through the results on the server', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, (call) => ({
      body: aPage([aProperty({ id: Number(call.query.get('page')) })], 50),
    }));
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: LISTING_TEXT.next }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(lastQuery()).toBe('page=2&limit=24');
    expect(screen.getByRole('link', { name: 'Skyline Residency 2' })).toBeInTheDocument();
  });

  it('takes a page past the last one to the last page, in place of the address', async () => {
    // As the api answers: 51 match the filters, and a page beyond them has no cards.
    mockApi('GET', LIST, (call) => {
      const page = Number(call.query.get('page'));
      return { body: aPage(page <= 3 ? [aProperty({ id: page })] : [], 51, page) };
    });
    renderWithProviders(<RealestateRoutes />, {
      route: '/real-estate?bedrooms=2&page=99',
      path: null,
    });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/real-estate\?bedrooms=2&page=3$/);
    expect(screen.getByText('1 of 51 properties')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skyline Residency 3' })).toBeInTheDocument();
    expect(screen.queryByText('0 of 51 properties')).toBeNull();
    expect(screen.queryByRole('heading', { name: LISTING_TEXT.emptyTitle })).toBeNull();
  });

  it('asks the server once per filter change (the request starts at the click)', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, { body: aPage([aProperty()], 40) });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    await screen.findByText('1 of 40 properties');
    const sidebar = screen.getByRole('complementary', { name: LISTING_TEXT.filters });
    await user.click(within(sidebar).getByRole('button', { name: '3 BHK (0)' }));
    await waitFor(() => expect(address()).toHaveTextContent('bedrooms=3'));
    await screen.findByText('1 of 40 properties');
    const asked = apiCalls('GET', LIST).map((call) => call.query.toString());
    expect(asked.filter((query) => query === 'bedrooms=3&page=1&limit=24')).toHaveLength(1);
  });

  it('does not carry a revealed phone number to the property that takes its place', async () => {
    const user = userEvent.setup();
    mockApi('GET', LIST, (call) => {
      const page = Number(call.query.get('page'));
      return {
        body: aPage([aProperty({ id: page, contact_agent: `+91 98765 4321${page}` })], 50),
      };
    });
    renderWithProviders(<RealestateRoutes />, { route: '/real-estate', path: null });
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: PROPERTY_TEXT.contact }));
    expect(screen.getByRole('link', { name: 'Call +91 98765 43211' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LISTING_TEXT.next }));
    await screen.findByRole('link', { name: 'Skyline Residency 2' });
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: PROPERTY_TEXT.contact })).toBeInTheDocument();
  });
});
