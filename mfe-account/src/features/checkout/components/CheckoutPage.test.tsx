import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CATALOGUE_ERROR_CODES,
  CATALOGUE_MESSAGES,
  type CartLine,
  type SlotDay,
} from '@marketplace/shared/contracts';
import { notify } from '@marketplace/shared/ui';
import { CHECKOUT_TEXT } from '../messages';
import CheckoutPage from './CheckoutPage';
import {
  apiCalls,
  apiError,
  mockApi,
  renderWithProviders,
  storeSession,
  testBooking,
  testUser,
} from '@marketplace/test-support';

const asha = testUser();

const plumbing: CartLine = {
  id: 11,
  item_id: 'service:plumbing',
  item_type: 'service',
  item_name: 'Plumbing',
  item_description: 'Leaks and fittings',
  item_price: '299.00',
  item_category: 'Home Services',
  price_was: null,
  available: true,
  quantity: 2,
  added_at: '2026-11-20T10:00:00.000Z',
};

const slot = (time: string, reason: 'past' | 'full' | null) => ({
  time,
  starts_at: `2026-11-24T${time}:00.000Z`,
  available: reason === null,
  reason,
});

const DAYS: SlotDay[] = [
  {
    date: '2026-11-24',
    slots: [slot('08:00', 'past'), slot('10:00', 'full'), slot('12:00', null)],
  },
  { date: '2026-11-25', slots: [slot('08:00', null)] },
];

function loggedInWith(lines: CartLine[], addresses: unknown[] = []) {
  storeSession();
  mockApi('GET', '/profile', { body: { success: true, user: asha } });
  mockApi('GET', '/cart', {
    body: { success: true, cart: lines, totalItems: 2, totalPrice: 598 },
  });
  mockApi('GET', '/addresses', { body: { success: true, addresses } });
  mockApi('GET', '/bookings/slots', { body: { success: true, days: DAYS } });
}

function renderCheckout() {
  return renderWithProviders(null, {
    route: '/checkout',
    routes: { '/checkout': <CheckoutPage /> },
  });
}

async function fillNewAddress(user: ReturnType<typeof userEvent.setup>, pincode = '560038') {
  await user.type(await screen.findByLabelText(CHECKOUT_TEXT.house), 'Flat 4B');
  await user.type(screen.getByLabelText(CHECKOUT_TEXT.street), '12th Main Road');
  await user.type(screen.getByLabelText(CHECKOUT_TEXT.area), 'Indiranagar');
  await user.type(screen.getByLabelText(CHECKOUT_TEXT.city), 'Bengaluru');
  await user.type(screen.getByLabelText(CHECKOUT_TEXT.pincode), pincode);
}

describe('CheckoutPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends an empty cart back to /cart with the cart toast', async () => {
    loggedInWith([]);
    const error = jest.spyOn(notify, 'error');
    renderCheckout();
    expect(await screen.findByText('Navigated to /cart')).toBeVisible();
    expect(error).toHaveBeenCalledWith('Your cart is empty!', { autoClose: 2000 });
  });

  it('shows the lines and totals, offers open slots only, and books with one key', async () => {
    loggedInWith([plumbing]);
    mockApi('POST', '/bookings', {
      status: 201,
      body: { success: true, msg: 'Booking received', booking: testBooking() },
    });
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    const summary = await screen.findByRole('complementary', { name: 'Your booking' });
    expect(within(summary).getByText('2 × Plumbing')).toBeVisible();
    expect(within(summary).getByText('₹671')).toBeVisible(); // 598 + 25 + 48

    await fillNewAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Tue, 24 Nov 2026' }));
    const slots = screen.getByRole('radiogroup', { name: CHECKOUT_TEXT.slot });
    expect(within(slots).queryByText(/08:00/)).not.toBeInTheDocument();
    expect(within(slots).getByRole('radio', { name: '10:00 - 12:00 (full)' })).toBeDisabled();
    await user.click(within(slots).getByRole('radio', { name: '12:00 - 14:00' }));
    await user.type(screen.getByLabelText(CHECKOUT_TEXT.phone), '+91 98765 43210');
    await user.type(screen.getByLabelText(CHECKOUT_TEXT.note), 'Ring twice');
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXT.confirm }));

    expect(await screen.findByText('Navigated to /bookings/42')).toBeVisible();
    const [call] = apiCalls('POST', '/bookings');
    expect(call?.body).toEqual({
      address: {
        house: 'Flat 4B',
        street: '12th Main Road',
        area: 'Indiranagar',
        city: 'Bengaluru',
        pincode: '560038',
      },
      date: '2026-11-24',
      slot: '12:00',
      phone: '9876543210',
      note: 'Ring twice',
      payment: 'pay_after_service',
      shown_lines: [{ cart_id: 11, unit_price: 299, quantity: 2 }],
    });
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows each bad field under itself and sends nothing', async () => {
    loggedInWith([plumbing]);
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    await fillNewAddress(user, '0123');
    await user.type(screen.getByLabelText(CHECKOUT_TEXT.phone), '12345');
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXT.confirm }));
    expect(await screen.findByText('PIN code must be 6 digits')).toBeVisible();
    expect(screen.getByText('Phone must be a 10-digit Indian mobile number')).toBeVisible();
    expect(screen.getByText(CHECKOUT_TEXT.chooseDate)).toBeVisible();
    expect(screen.getByLabelText(CHECKOUT_TEXT.pincode)).toHaveAttribute('aria-invalid', 'true');
    expect(apiCalls('POST', '/bookings')).toHaveLength(0);
  });

  const savedAddress = {
    id: 5,
    house: 'H1',
    street: 'MG Road',
    area: 'Ashok Nagar',
    city: 'Bengaluru',
    pincode: '560001',
    landmark: null,
  };
  const SLOT_FULL_TEXT = 'That time slot is fully booked. Please choose another slot.';

  /** Books the saved address for Wed 08:00, the api refusing it with a 409 of `code`. */
  async function bookRefusedWith(code: string) {
    loggedInWith([plumbing], [savedAddress]);
    mockApi(
      'POST',
      '/bookings',
      { status: 409, body: { success: false, msg: SLOT_FULL_TEXT, code } },
      { once: true },
    );
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    expect(
      await screen.findByRole('radio', { name: 'H1, MG Road, Ashok Nagar, Bengaluru 560001' }),
    ).toBeChecked();
    expect(screen.queryByLabelText(CHECKOUT_TEXT.house)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Wed, 25 Nov 2026' }));
    await user.click(screen.getByRole('radio', { name: '08:00 - 10:00' }));
    await user.type(screen.getByLabelText(CHECKOUT_TEXT.phone), '9876543210');
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXT.confirm }));
    expect(await screen.findByText(SLOT_FULL_TEXT, { selector: 'p' })).toBeVisible();
    expect(apiCalls('POST', '/bookings')[0]?.body).toMatchObject({ address_id: 5 });
  }

  it('books a saved address by id, and on a full slot asks for another and reloads the slots', async () => {
    await bookRefusedWith('SLOT_FULL');
    await waitFor(() => expect(apiCalls('GET', '/bookings/slots')).toHaveLength(2));
    expect(screen.getByRole('radio', { name: '08:00 - 10:00' })).not.toBeChecked();
  });

  it('reacts to a full slot by its code, not its words: a conflict without the code keeps the slot', async () => {
    await bookRefusedWith('CONFLICT');
    expect(screen.getByRole('radio', { name: '08:00 - 10:00' })).toBeChecked();
    expect(apiCalls('GET', '/bookings/slots')).toHaveLength(1);
  });

  it('reads the cart again when prices changed after the page showed them, and says so', async () => {
    loggedInWith([plumbing]);
    mockApi(
      'POST',
      '/bookings',
      apiError(409, CATALOGUE_MESSAGES.priceChanged, CATALOGUE_ERROR_CODES.priceChanged),
      { once: true },
    );
    const repriced = { ...plumbing, item_price: '349.00', price_was: '299.00' };
    const user = userEvent.setup({ delay: null });
    renderCheckout();
    const summary = await screen.findByRole('complementary', { name: 'Your booking' });
    expect(within(summary).getByText('₹671')).toBeVisible();
    mockApi('GET', '/cart', {
      body: { success: true, cart: [repriced], totalItems: 2, totalPrice: 698 },
    });

    await fillNewAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Wed, 25 Nov 2026' }));
    await user.click(screen.getByRole('radio', { name: '08:00 - 10:00' }));
    await user.type(screen.getByLabelText(CHECKOUT_TEXT.phone), '9876543210');
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXT.confirm }));

    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      CATALOGUE_MESSAGES.priceChanged,
    );
    expect(
      await within(summary).findByText(CHECKOUT_TEXT.priceChanged('₹299', '₹349')),
    ).toBeVisible();
    expect(within(summary).getByText('₹779')).toBeVisible(); // 698 + 25 + 56
    expect(apiCalls('POST', '/bookings')[0]?.body).toMatchObject({
      shown_lines: [{ cart_id: 11, unit_price: 299, quantity: 2 }],
    });
    // Confirming again sends the prices now shown.
    mockApi('POST', '/bookings', {
      status: 201,
      body: { success: true, msg: 'Booking received', booking: testBooking() },
    });
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXT.confirm }));
    expect(await screen.findByText('Navigated to /bookings/42')).toBeVisible();
    expect(apiCalls('POST', '/bookings')[1]?.body).toMatchObject({
      shown_lines: [{ cart_id: 11, unit_price: 349, quantity: 2 }],
    });
  });

  it('will not book while the cart holds an item that can no longer be booked', async () => {
    const gone = { ...plumbing, id: 12, item_name: 'Security Service', available: false };
    loggedInWith([plumbing, gone]);
    renderCheckout();
    const summary = await screen.findByRole('complementary', { name: 'Your booking' });
    expect(within(summary).getByText(CHECKOUT_TEXT.unavailable)).toBeVisible();
    expect(within(summary).getByText(CHECKOUT_TEXT.removeUnavailable)).toBeVisible();
    expect(within(summary).getByRole('button', { name: CHECKOUT_TEXT.confirm })).toBeDisabled();
  });
});
