import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { istDateOf, todayInIndia } from '@marketplace/shared/contracts';
import { PROPERTY_TEXT } from '../../../components/messages';
import { aProperty } from '../../../testing/properties';
import { DETAIL_TEXT } from '../messages';
import { apiCalls, mockApi, renderWithProviders } from '@marketplace/test-support';
import RealestateRoutes from '../../../app/routes';

function showProperty(
  overrides: Parameters<typeof aProperty>[0] = {},
  route = '/property-details/9',
) {
  mockApi('GET', '/getPropertyById/9', {
    body: { success: true, data: aProperty({ id: 9, ...overrides }) },
  });
  mockApi('POST', '/properties/9/views', { body: { success: true } });
  renderWithProviders(<RealestateRoutes />, { route: route, path: null });
  return screen.findByRole('heading', { level: 1, name: 'Skyline Residency 9' });
}

describe('/property-details/:id states', () => {
  it('shows a spinner while loading', async () => {
    mockApi('GET', '/getPropertyById/9', () => new Promise(() => {}));
    renderWithProviders(<RealestateRoutes />, { route: '/property-details/9', path: null });
    expect(await screen.findByRole('status', { name: DETAIL_TEXT.loading })).toBeInTheDocument();
  });

  it("shows 'Property Not Found' with Browse Properties and Go Home for an unknown id", async () => {
    mockApi('GET', '/getPropertyById/abc', {
      status: 404,
      body: { success: false, msg: 'Property not found' },
    });
    renderWithProviders(<RealestateRoutes />, { route: '/property-details/abc', path: null });
    expect(
      await screen.findByRole('heading', { name: DETAIL_TEXT.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(DETAIL_TEXT.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DETAIL_TEXT.browse })).toHaveAttribute(
      'href',
      '/real-estate',
    );
    expect(screen.getByRole('link', { name: DETAIL_TEXT.goHome })).toHaveAttribute('href', '/');
  });

  it("shows 'No property data available' when the answer carries no property", async () => {
    mockApi('GET', '/getPropertyById/9', { body: { success: true } });
    renderWithProviders(<RealestateRoutes />, { route: '/property-details/9', path: null });
    expect(await screen.findByRole('heading', { name: DETAIL_TEXT.noData })).toBeInTheDocument();
  });

  it('shows the side panel facts, sections and the default About text', async () => {
    await showProperty({ description: null });
    const panel = screen.getByRole('complementary', { name: DETAIL_TEXT.details });
    for (const text of [
      'Mid',
      'Vijay Nagar, Jabalpur',
      '4.8 rating',
      '₹85 L',
      'Price per sq ft: ₹5,000',
      '3 BHK',
      '1,700 sq ft',
      'Narmada Developers',
      'Ravi Sharma',
      '2 October 2026',
    ]) {
      expect(within(panel).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(panel).getByText('9')).toBeInTheDocument();
    expect(screen.getByText(DETAIL_TEXT.aboutDefault)).toBeInTheDocument();
    const nearby = screen.getByRole('region', { name: DETAIL_TEXT.nearby });
    expect(within(nearby).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('gallery and viewer', () => {
  it('wraps previous/next, follows thumbnails and the arrow keys', async () => {
    const user = userEvent.setup();
    await showProperty();
    const gallery = screen.getByRole('region', { name: DETAIL_TEXT.gallery });
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    // The main picture is the page's largest paint: asked for first, the thumbnails after it.
    expect(
      within(gallery).getByRole('img', { name: 'Skyline Residency 9, picture 1 of 3' }),
    ).toHaveAttribute('fetchpriority', 'high');
    await user.click(within(gallery).getByRole('button', { name: DETAIL_TEXT.previous }));
    expect(within(gallery).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: DETAIL_TEXT.next }));
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: DETAIL_TEXT.showPicture(2, 3) }));
    expect(within(gallery).getByText('2 / 3')).toBeInTheDocument();
    expect(
      within(gallery).getByRole('img', { name: 'Skyline Residency 9, picture 2 of 3' }),
    ).toHaveAttribute('src', '/uploads/properties/key9b-1280.webp');
    within(gallery).getByRole('group', { name: DETAIL_TEXT.pictureFrame }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(gallery).getByText('1 / 3')).toBeInTheDocument();
  });

  it('opens the full-screen viewer: arrows move, focus stays inside, Escape closes and restores focus', async () => {
    const user = userEvent.setup();
    await showProperty();
    const open = screen.getByRole('button', { name: DETAIL_TEXT.fullScreen });
    await user.click(open);
    const viewer = screen.getByRole('dialog', { name: 'Skyline Residency 9: picture 1 of 3' });
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Skyline Residency 9: picture 3 of 3' })).toBe(
      viewer,
    );
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(viewer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('shows the first 6 of 8 pictures, in the gallery and the viewer alike', async () => {
    const user = userEvent.setup();
    const images = Array.from({ length: 8 }, (_, i) => `/uploads/properties/${i}abc-1280.webp`);
    await showProperty({ images, image: images[0] ?? null });
    const gallery = screen.getByRole('region', { name: DETAIL_TEXT.gallery });
    expect(within(gallery).getByText('1 / 6')).toBeInTheDocument();
    expect(within(gallery).getAllByRole('button', { name: /^Show picture/ })).toHaveLength(6);
    await user.click(within(gallery).getByRole('button', { name: DETAIL_TEXT.previous }));
    expect(within(gallery).getByText('6 / 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DETAIL_TEXT.fullScreen }));
    const viewer = screen.getByRole('dialog', { name: 'Skyline Residency 9: picture 6 of 6' });
    await user.keyboard('{ArrowRight}');
    expect(viewer).toHaveAccessibleName('Skyline Residency 9: picture 1 of 6');
  });

  it('toggles the favourite heart', async () => {
    const user = userEvent.setup();
    await showProperty();
    await user.click(
      screen.getByRole('button', { name: PROPERTY_TEXT.save('Skyline Residency 9') }),
    );
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(localStorage.getItem('wishlist')).toBe('[9]');
  });
});

describe('actions', () => {
  it('opens the dialer for a phone-like agent', async () => {
    await showProperty({ contact_agent: '(0761) 240-1234' });
    expect(
      screen.getByRole('link', { name: DETAIL_TEXT.callAgent('(0761) 240-1234') }),
    ).toHaveAttribute('href', 'tel:07612401234');
  });

  it("mails an agent given by e-mail, with the subject 'Inquiry about {title}'", async () => {
    await showProperty({ contact_agent: 'priya@agents.example' });
    const mail = screen.getByRole('link', { name: 'E-mail priya@agents.example' });
    expect(mail).toHaveTextContent(DETAIL_TEXT.contactAgent);
    const href = mail.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:priya@agents.example?')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Inquiry about Skyline Residency 9');
    expect(query.get('body')).toContain(
      'I am interested in Skyline Residency 9 at Vijay Nagar, Jabalpur.',
    );
  });

  it('sends the agent form as an agent_contact enquiry after checking it', async () => {
    const user = userEvent.setup();
    mockApi('POST', '/enquiries', {
      status: 201,
      body: { success: true, msg: 'Your message has been sent to the agent' },
    });
    await showProperty();
    await user.click(screen.getByRole('button', { name: DETAIL_TEXT.contactAgent }));
    // The form's code loads when it first opens.
    const dialog = await screen.findByRole('dialog', {
      name: DETAIL_TEXT.form.contactTitle('Skyline Residency 9'),
    });
    await user.click(within(dialog).getByRole('button', { name: DETAIL_TEXT.form.send }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(apiCalls('POST', '/enquiries')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Name'), 'Meera Joshi');
    await user.type(within(dialog).getByLabelText('Phone'), '+91 98765 43210');
    await user.type(within(dialog).getByLabelText('Email'), 'meera@example.in');
    await user.type(within(dialog).getByLabelText('Message'), 'Is the corner flat still free?');
    await user.click(within(dialog).getByRole('button', { name: DETAIL_TEXT.form.send }));
    expect(await screen.findByText(DETAIL_TEXT.form.contactSent)).toBeInTheDocument();
    expect(apiCalls('POST', '/enquiries')[0]?.body).toEqual({
      type: 'agent_contact',
      property_id: 9,
      name: 'Meera Joshi',
      phone: '+91 98765 43210',
      email: 'meera@example.in',
      message: 'Is the corner flat still free?',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps what was typed and shows the server message when sending fails', async () => {
    const user = userEvent.setup();
    mockApi('POST', '/enquiries', {
      status: 429,
      body: { success: false, msg: 'Too many requests, please try again later.' },
    });
    await showProperty({}, '/property-details/9?action=contact');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Meera Joshi');
    await user.type(within(dialog).getByLabelText('Phone'), '9876543210');
    await user.type(within(dialog).getByLabelText('Email'), 'meera@example.in');
    await user.click(within(dialog).getByRole('button', { name: DETAIL_TEXT.form.send }));
    expect(
      await screen.findByText('Too many requests, please try again later.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Meera Joshi');
  });

  it('disables scheduling and says why when the property does not allow visits', async () => {
    await showProperty({ schedule_visit_enabled: false }, '/property-details/9?action=visit');
    const button = screen.getByRole('button', { name: PROPERTY_TEXT.visitNotAvailable });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Visit scheduling is not available for this property',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a visit request within visiting hours and the next 60 days, and confirms it', async () => {
    const user = userEvent.setup();
    mockApi('POST', '/enquiries', {
      status: 201,
      body: { success: true, msg: 'Visit request received' },
    });
    const inDays = (days: number) => istDateOf(new Date(Date.now() + days * 24 * 60 * 60_000));
    await showProperty();
    await user.click(screen.getByRole('button', { name: DETAIL_TEXT.scheduleVisit }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Pick a day within the next 60 days and a time between 09:00 and 17:00 (India time)',
    );
    const date = within(dialog).getByLabelText('Date');
    const time = within(dialog).getByLabelText('Time');
    expect(date).toHaveAttribute('min', todayInIndia());
    expect(date).toHaveAttribute('max', inDays(60));
    expect(time).toHaveAttribute('min', '09:00');
    expect(time).toHaveAttribute('max', '17:00');
    const request = () =>
      user.click(within(dialog).getByRole('button', { name: DETAIL_TEXT.form.request }));
    const retype = async (field: HTMLElement, value: string) => {
      await user.clear(field);
      await user.type(field, value);
    };

    await retype(date, '2020-01-01');
    await retype(time, '03:00');
    await user.type(within(dialog).getByLabelText('Name'), 'Meera Joshi');
    await user.type(within(dialog).getByLabelText('Phone'), '9876543210');
    await request();
    expect(within(dialog).getByText('Date must be today or later')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Visits can be booked between 09:00 and 17:00 (India time)'),
    ).toBeInTheDocument();
    await retype(date, inDays(61));
    await retype(time, '10:30');
    await request();
    expect(within(dialog).getByText('Date must be within the next 60 days')).toBeInTheDocument();
    expect(apiCalls('POST', '/enquiries')).toHaveLength(0);

    await retype(date, inDays(1));
    await request();
    await waitFor(() => expect(apiCalls('POST', '/enquiries')).toHaveLength(1));
    expect(apiCalls('POST', '/enquiries')[0]?.body).toEqual({
      type: 'visit_request',
      property_id: 9,
      date: inDays(1),
      time: '10:30',
      name: 'Meera Joshi',
      phone: '9876543210',
    });
    expect(await screen.findByText(/^Visit requested for .+ at 10:30\./)).toBeInTheDocument();
  });

  it('says when there is no brochure, and chats on WhatsApp with the property name', async () => {
    const user = userEvent.setup();
    await showProperty({ brochure_link: null });
    await user.click(screen.getByRole('button', { name: DETAIL_TEXT.downloadBrochure }));
    expect(await screen.findByText(PROPERTY_TEXT.brochureMissing)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: DETAIL_TEXT.chat });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toContain(
      'Skyline Residency 9',
    );
  });
});

describe("a listing's views", () => {
  it("tells the api of each opening of a live listing, with this browser's visitor id", async () => {
    await showProperty();
    await waitFor(() => expect(apiCalls('POST', '/properties/9/views')).toHaveLength(1));
    const visitor = localStorage.getItem('visitor-id');
    expect(visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(apiCalls('POST', '/properties/9/views')[0]?.body).toEqual({ visitor });
  });

  it('counts nothing for a listing that is not live (its lister looking at it)', async () => {
    await showProperty({ status: 'pending' });
    expect(apiCalls('POST', '/properties/9/views')).toHaveLength(0);
  });
});
