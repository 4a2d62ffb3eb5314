import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  type Address,
  type Booking,
} from '@marketplace/shared/contracts';
import { testEngines } from '../support/accounts';
import {
  addToCart,
  book,
  bookingBody,
  bookingOf,
  call,
  useBookingWorld,
  type BookingWorld,
} from '../support/bookings';
import { expectFailure } from '../support/envelope';
import { useMailbox } from '../support/mailbox';

/*
 * The attacks on bookings and saved addresses, each a named test, on SQLite and
 * PostgreSQL. Another account's ids answer 404 (the same as an id that does not exist, so ids are
 * not confirmed), and the victim's data reads back unchanged afterwards.
 */

const engines = testEngines();
jest.setTimeout(120_000);

/** The victim (the world's user) with one booking for tomorrow 14:00 and its saved address. */
async function victimWithBooking(world: BookingWorld) {
  const { app, tomorrow, tokens } = world;
  await addToCart(app, tokens.user, 'service:plumbing', 2);
  const booking = bookingOf(await book(app, tokens.user, bookingBody(tomorrow), 'victim-key-1'));
  const [address] = (await call(app, 'GET', '/addresses', tokens.user)).json<{
    addresses: Address[];
  }>().addresses;
  if (!address) throw new Error('the booking saved no address');
  return { booking, address };
}

async function victimStillHas(world: BookingWorld, booking: Booking, address: Address) {
  const { app, tokens } = world;
  const own = await call(app, 'GET', `/bookings/${booking.id}`, tokens.user);
  expect(own.statusCode).toBe(200);
  expect(own.json<{ booking: Booking }>().booking).toMatchObject({
    id: booking.id,
    status: 'requested',
    total: booking.total,
  });
  const addresses = (await call(app, 'GET', '/addresses', tokens.user)).json<{
    addresses: Address[];
  }>().addresses;
  expect(addresses).toEqual([expect.objectContaining({ id: address.id })]);
}

describe.each(engines)('booking attacks on $dialect', (engine) => {
  const mailbox = useMailbox();
  const world = useBookingWorld(engine, mailbox);

  it("another account's booking cannot be read or cancelled by its id (404)", async () => {
    const { booking, address } = await victimWithBooking(world());
    const { app, tokens } = world();
    for (const [method, url] of [
      ['GET', `/bookings/${booking.id}`],
      ['POST', `/bookings/${booking.id}/cancel`],
    ] as const) {
      expectFailure(
        await call(app, method, url, tokens.other),
        404,
        BOOKING_MESSAGES.notFound,
        'NOT_FOUND',
      );
    }
    // The same answer as a booking that does not exist: the id is not confirmed.
    expectFailure(
      await call(app, 'GET', '/bookings/999999', tokens.other),
      404,
      BOOKING_MESSAGES.notFound,
      'NOT_FOUND',
    );
    expect(
      (await call(app, 'GET', '/bookings', tokens.other)).json<{ bookings: Booking[] }>().bookings,
    ).toEqual([]);
    await victimStillHas(world(), booking, address);
  });

  it("another account's saved address cannot be deleted or booked to by its id (404)", async () => {
    const { booking, address } = await victimWithBooking(world());
    const { app, tomorrow, tokens } = world();
    expectFailure(
      await call(app, 'DELETE', `/addresses/${address.id}`, tokens.other),
      404,
      BOOKING_MESSAGES.addressNotFound,
      'NOT_FOUND',
    );
    await addToCart(app, tokens.other, 'service:electrician');
    const stolen = await book(
      app,
      tokens.other,
      bookingBody(tomorrow, { address: undefined, address_id: address.id, slot: '16:00' }),
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain(address.house);
    expect(
      (await call(app, 'GET', '/addresses', tokens.other)).json<{ addresses: Address[] }>()
        .addresses,
    ).toEqual([]);
    await victimStillHas(world(), booking, address);
  });

  it("replaying another account's Idempotency-Key books for the intruder, never returns the victim's booking", async () => {
    const { booking, address } = await victimWithBooking(world());
    const { app, tomorrow, tokens } = world();
    await addToCart(app, tokens.other, 'service:electrician');
    const replay = await book(
      app,
      tokens.other,
      bookingBody(tomorrow, { slot: '16:00' }),
      'victim-key-1',
    );
    expect(replay.statusCode).toBe(201);
    const own = bookingOf(replay);
    expect(own.id).not.toBe(booking.id);
    expect(own.lines).toEqual([expect.objectContaining({ name: 'Electrician' })]);
    await victimStillHas(world(), booking, address);
  });

  it('a user token on the bookings board is refused and moves nothing', async () => {
    const { booking, address } = await victimWithBooking(world());
    const { app, tokens } = world();
    for (const token of [tokens.user, tokens.other]) {
      expectFailure(
        await call(app, 'GET', '/admin/bookings', token),
        403,
        AUTH_MESSAGES.forbidden,
        'FORBIDDEN',
      );
      for (const status of ['confirmed', 'cancelled', 'completed']) {
        expectFailure(
          await call(app, 'PATCH', `/admin/bookings/${booking.id}`, token, { status }),
          403,
          AUTH_MESSAGES.forbidden,
          'FORBIDDEN',
        );
      }
    }
    await victimStillHas(world(), booking, address);
  });

  it('a manager cannot skip the status rules (requested -> completed) by the api', async () => {
    const { booking, address } = await victimWithBooking(world());
    const { app, tokens } = world();
    const skipped = await call(app, 'PATCH', `/admin/bookings/${booking.id}`, tokens.manager, {
      status: 'completed',
    });
    expect(skipped.statusCode).toBe(409);
    await victimStillHas(world(), booking, address);
  });
});
