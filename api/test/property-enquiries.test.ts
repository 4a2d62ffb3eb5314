import {
  PROPERTY_MESSAGES,
  VISIT_DATE_MESSAGES,
  istDateOf,
  todayInIndia,
} from '@marketplace/shared/contracts';
import type { App } from '../src/app';
import { listEnquiries } from '../src/db/repositories/enquiries';
import { buildTestApp } from './helpers';
import { fakeDateOnly, nextAddress, testEngines } from './support/accounts';
import { expectFailure } from './support/envelope';
import { FIXTURE, insertFixture } from './support/properties';

describe.each(testEngines())('property enquiries on $dialect', (engine) => {
  let app: App;
  let ids: number[];
  // The fixture's Mumbai listing has scheduling disabled; the first one has it enabled.
  const disabledIndex = FIXTURE.findIndex((p) => !p.scheduleVisitEnabled);

  beforeAll(async () => {
    app = await buildTestApp({ env: await engine.env() });
    ids = await insertFixture(app);
  });
  afterAll(() => app.close());

  // Each request from a new address, so the enquiry rate limit never interferes.
  const send = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/enquiries', payload, remoteAddress: nextAddress() });

  const agentContact = () => ({
    type: 'agent_contact',
    property_id: ids[0],
    name: 'Meera Joshi',
    phone: '+91 98765 43210',
    email: 'meera@example.in',
    message: 'Is the flat still available?',
  });
  const DAY_MS = 24 * 60 * 60_000;
  /** A day in India `days` from now. */
  const inDays = (days: number) => istDateOf(new Date(Date.now() + days * DAY_MS));
  const visit = () => ({
    type: 'visit_request',
    property_id: ids[0],
    date: inDays(1),
    time: '11:30',
    name: 'Arun Patel',
    phone: '9876543210',
  });

  it('stores a message to the agent', async () => {
    const response = await send(agentContact());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, msg: PROPERTY_MESSAGES.agentContactReceived });
    const [stored] = await listEnquiries(app.db, { type: 'agent_contact' });
    const { type: _type, ...payload } = agentContact();
    expect(stored?.payload).toEqual(payload);
  });

  it('stores a visit request within visiting hours and the next 60 days (India time)', async () => {
    const response = await send(visit());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, msg: PROPERTY_MESSAGES.visitRequestReceived });
    const [stored] = await listEnquiries(app.db, { type: 'visit_request' });
    expect(stored?.payload).toMatchObject({ property_id: ids[0], date: inDays(1), time: '11:30' });
    expect((await send({ ...visit(), date: inDays(60), time: '17:00' })).statusCode).toBe(201);
    expect((await send({ ...visit(), time: '09:00' })).statusCode).toBe(201);
  });

  it('refuses a visit at night, after the last start, or more than 60 days ahead, storing nothing', async () => {
    const before = (await listEnquiries(app.db)).length;
    for (const time of ['03:00', '08:59', '17:01', '23:30']) {
      expectFailure(
        await send({ ...visit(), time }),
        400,
        VISIT_DATE_MESSAGES.hours,
        'VALIDATION_ERROR',
      );
    }
    expectFailure(
      await send({ ...visit(), date: inDays(61) }),
      400,
      VISIT_DATE_MESSAGES.tooFar,
      'VALIDATION_ERROR',
    );
    expectFailure(
      await send({ ...visit(), date: '2099-01-01' }),
      400,
      VISIT_DATE_MESSAGES.tooFar,
      'VALIDATION_ERROR',
    );
    expect((await listEnquiries(app.db)).length).toBe(before);
  });

  it('refuses a time of today that has passed, by the clock of India', async () => {
    fakeDateOnly();
    try {
      // 14:00 in India (08:30 UTC).
      jest.setSystemTime(new Date(`${todayInIndia()}T08:30:00.000Z`));
      expectFailure(
        await send({ ...visit(), date: todayInIndia(), time: '13:30' }),
        400,
        VISIT_DATE_MESSAGES.timePassed,
        'VALIDATION_ERROR',
      );
      expect((await send({ ...visit(), date: todayInIndia(), time: '14:30' })).statusCode).toBe(
        201,
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a visit in the past, an impossible date or time', async () => {
    expectFailure(
      await send({ ...visit(), date: '2024-01-15' }),
      400,
      VISIT_DATE_MESSAGES.past,
      'VALIDATION_ERROR',
    );
    expectFailure(
      await send({ ...visit(), date: '2099-02-30' }),
      400,
      VISIT_DATE_MESSAGES.invalid,
      'VALIDATION_ERROR',
    );
    expectFailure(
      await send({ ...visit(), time: '9am' }),
      400,
      VISIT_DATE_MESSAGES.time,
      'VALIDATION_ERROR',
    );
  });

  it('refuses a visit when the property has scheduling disabled', async () => {
    const response = await send({ ...visit(), property_id: ids[disabledIndex] });
    expectFailure(response, 400, PROPERTY_MESSAGES.visitNotAvailable, 'BAD_REQUEST');
    // The agent can still be contacted about it.
    expect((await send({ ...agentContact(), property_id: ids[disabledIndex] })).statusCode).toBe(
      201,
    );
  });

  it('answers 404 for an unknown property and stores nothing', async () => {
    const before = (await listEnquiries(app.db)).length;
    expectFailure(
      await send({ ...visit(), property_id: 999999 }),
      404,
      PROPERTY_MESSAGES.notFound,
      'NOT_FOUND',
    );
    expectFailure(
      await send({ ...agentContact(), property_id: 999999 }),
      404,
      PROPERTY_MESSAGES.notFound,
      'NOT_FOUND',
    );
    expect((await listEnquiries(app.db)).length).toBe(before);
  });

  it('refuses a message to the agent without a valid e-mail or phone', async () => {
    expectFailure(
      await send({ ...agentContact(), email: 'nope' }),
      400,
      'Email is invalid',
      'VALIDATION_ERROR',
    );
    expectFailure(
      await send({ ...agentContact(), phone: 'call me' }),
      400,
      'Phone is invalid',
      'VALIDATION_ERROR',
    );
    expect((await send({ ...agentContact(), property_id: '1' })).statusCode).toBe(400);
  });
});
