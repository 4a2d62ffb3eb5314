import { ENQUIRY_MAX_BODY_BYTES } from '@marketplace/shared/contracts';
import type { App } from '../src/app';
import { listEnquiries } from '../src/db/repositories/enquiries';
import { ENQUIRY_RATE_LIMIT } from '../src/routes/enquiries';
import { buildTestApp } from './helpers';
import { expectFailure } from './support/envelope';

const application = {
  type: 'job_application',
  name: 'Asha Verma',
  contact: '+91 90000 11111',
  education: 'Diploma in Civil Engineering',
  address: 'Napier Town, Jabalpur',
  workExperience: '3 years as a site supervisor',
  skills: 'Estimation, AutoCAD',
};

const contact = {
  type: 'contact',
  name: 'Ravi Sharma',
  email: 'ravi@example.in',
  phone: '',
  subject: 'Leaking roof',
  message: 'Please call me about waterproofing.',
  serviceType: 'Water Proofing',
};

describe('POST /api/v1/enquiries', () => {
  let app: App;
  // Each test speaks from its own address, so the per-address limit of one does not leak into another.
  let address = 0;
  const send = (payload: unknown, remoteAddress = `10.0.0.${++address}`) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      payload: payload as object,
      remoteAddress,
    });

  beforeAll(async () => {
    app = await buildTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('stores a job application with its type, time and fields', async () => {
    const before = Date.now();
    const response = await send(application);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, msg: 'Enquiry received' });
    const [row] = await listEnquiries(app.db, { type: 'job_application' });
    const { type: _type, ...fields } = application;
    expect(row?.payload).toEqual(fields);
    expect(Date.parse(row?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores a contact message, trimmed as the form schema says', async () => {
    const response = await send({ ...contact, name: '  Ravi Sharma  ' });

    expect(response.statusCode).toBe(201);
    const [row] = await listEnquiries(app.db, { type: 'contact' });
    const { type: _type, ...fields } = contact;
    expect(row?.payload).toEqual({ ...fields, name: 'Ravi Sharma' });
  });

  it('answers a missing field with a 400 naming it, and stores nothing', async () => {
    const before = (await listEnquiries(app.db)).length;
    const response = await send({ ...contact, email: '' });

    expectFailure(response, 400, 'Email is required', 'VALIDATION_ERROR');
    expect(await listEnquiries(app.db)).toHaveLength(before);
  });

  it('names the field of a job application left empty', async () => {
    const response = await send({ ...application, skills: '   ' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().msg).toMatch(/Skills is required/);
  });

  it('rejects an unknown enquiry type', async () => {
    const response = await send({ ...contact, type: 'newsletter' });

    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/type/);
  });

  it('refuses a body over 16 KB with a 413 envelope', async () => {
    const message = 'x'.repeat(ENQUIRY_MAX_BODY_BYTES);
    const response = await send({ ...contact, message });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it(`allows ${ENQUIRY_RATE_LIMIT.max} enquiries a minute per address, then answers 429`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < ENQUIRY_RATE_LIMIT.max; i += 1) {
      expect((await send(contact, ip)).statusCode).toBe(201);
    }

    const limited = await send(contact, ip);
    expectFailure(limited, 429, 'Too many requests, please try again later.', 'RATE_LIMITED');
    // Another address is not affected.
    expect((await send(contact, '10.9.9.10')).statusCode).toBe(201);
  });
});
