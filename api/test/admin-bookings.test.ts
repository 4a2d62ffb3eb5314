import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  type AdminBookingListResponse,
  type Booking,
} from '@marketplace/shared/contracts';
import { moveClock, testEngines } from './support/accounts';
import {
  addToCart,
  book,
  bookingBody,
  bookingOf,
  call,
  mailWithSubject,
  useBookingWorld,
} from './support/bookings';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

const engines = testEngines();

describe.each(engines)("the admin's bookings board on $dialect", (engine) => {
  const mailbox = useMailbox();
  const world = useBookingWorld(engine, mailbox);

  async function booked(date: string, slot: string, token = world().tokens.user): Promise<Booking> {
    await addToCart(world().app, token, 'service:plumbing');
    const response = await book(world().app, token, bookingBody(date, { slot }));
    if (response.statusCode !== 201) throw new Error(response.body);
    return bookingOf(response);
  }

  const board = async (query = '', token = world().tokens.manager) => {
    const response = await call(world().app, 'GET', `/admin/bookings${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<AdminBookingListResponse>();
  };

  it('lists today and upcoming by slot with the customer, filters by date and status, pages', async () => {
    const { today, tomorrow, tokens } = world();
    const late = await booked(tomorrow, '16:00');
    const soon = await booked(today, '14:00', tokens.other);
    const early = await booked(tomorrow, '08:00');
    const all = await board();
    expect(all.data.map((b) => b.id)).toEqual([soon.id, early.id, late.id]);
    expect(all.total).toBe(3);
    expect(all.data[0]?.customer).toEqual({
      username: 'ravi',
      email: 'ravi@example.in',
      name: null,
    });

    expect((await board(`?date=${tomorrow}`)).data.map((b) => b.id)).toEqual([early.id, late.id]);
    expect((await board(`?date=${today}`)).data.map((b) => b.id)).toEqual([soon.id]);
    const page2 = await board('?limit=2&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.data.map((b) => b.id)).toEqual([late.id]);

    await call(world().app, 'PATCH', `/admin/bookings/${early.id}`, tokens.admin, {
      status: 'confirmed',
    });
    expect((await board('?status=confirmed')).data.map((b) => b.id)).toEqual([early.id]);
    expect((await board('?status=requested')).total).toBe(2);
    const bad = await call(world().app, 'GET', '/admin/bookings?status=lost', tokens.manager);
    expect(bad.statusCode).toBe(400);
    for (const date of ['2026-13-45', '2026-02-30', '26-11-01', 'today']) {
      expectFailure(
        await call(world().app, 'GET', `/admin/bookings?date=${date}`, tokens.manager),
        400,
        'date must be a calendar day as YYYY-MM-DD',
        'VALIDATION_ERROR',
      );
    }
  });

  it('lets only managers and admins see the board and move bookings', async () => {
    const { app, tomorrow, tokens } = world();
    const booking = await booked(tomorrow, '10:00');
    expectFailure(
      await call(app, 'GET', '/admin/bookings', tokens.user),
      403,
      AUTH_MESSAGES.forbidden,
      'FORBIDDEN',
    );
    expectFailure(
      await call(app, 'PATCH', `/admin/bookings/${booking.id}`, tokens.user, {
        status: 'confirmed',
      }),
      403,
      AUTH_MESSAGES.forbidden,
      'FORBIDDEN',
    );
    expect((await call(app, 'GET', '/admin/bookings')).statusCode).toBe(401);
    expectFailure(
      await call(app, 'PATCH', '/admin/bookings/999999', tokens.admin, { status: 'confirmed' }),
      404,
      BOOKING_MESSAGES.notFound,
      'NOT_FOUND',
    );
  });

  it('moves a booking through its statuses, refusing the others, and mails each change', async () => {
    const { app, today, tokens, mailsBefore } = world();
    const booking = await booked(today, '14:00');
    const patch = (status: string, token = tokens.manager) =>
      call(app, 'PATCH', `/admin/bookings/${booking.id}`, token, { status });

    expectFailure(
      await patch('completed'),
      409,
      BOOKING_MESSAGES.transitionNotAllowed('requested', 'completed'),
      'CONFLICT',
    );
    const confirmed = await patch('confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      msg: 'Booking marked confirmed',
      booking: { status: 'confirmed' },
    });
    const mail = await mailWithSubject(
      mailbox,
      `Booking ${booking.number} is confirmed`,
      mailsBefore,
    );
    expect(mail.to).toEqual(['asha@example.in']);
    expect(mail.text).toContain('Your booking is confirmed.');
    // The customer sees it too.
    const seen = await call(app, 'GET', `/bookings/${booking.id}`, tokens.user);
    expect(bookingOf(seen).status).toBe('confirmed');

    expectFailure(await patch('completed'), 409, BOOKING_MESSAGES.completeTooEarly, 'CONFLICT');
    moveClock(2 * 60 * 60_000 + 60_000); // 14:01 IST: the slot has started
    expect((await patch('completed', tokens.admin)).statusCode).toBe(200);
    await mailWithSubject(mailbox, `Booking ${booking.number} is completed`, mailsBefore);
    expectFailure(
      await patch('cancelled'),
      409,
      BOOKING_MESSAGES.transitionNotAllowed('completed', 'cancelled'),
      'CONFLICT',
    );
  });

  it('gives the place back when a booking is cancelled by the team', async () => {
    const { app, tomorrow, tokens } = world();
    const first = await booked(tomorrow, '18:00');
    await booked(tomorrow, '18:00', tokens.other);
    await addToCart(app, tokens.manager, 'service:plumbing');
    const full = await book(app, tokens.manager, bookingBody(tomorrow, { slot: '18:00' }));
    expect(full.statusCode).toBe(409);
    const cancelled = await call(app, 'PATCH', `/admin/bookings/${first.id}`, tokens.admin, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    const retried = await book(app, tokens.manager, bookingBody(tomorrow, { slot: '18:00' }));
    expect(retried.statusCode).toBe(201);
  });
});
