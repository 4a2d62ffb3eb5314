import {
  CONTACT_SERVICE_TYPES,
  contactEnquirySchema,
  enquiryRequestSchema,
  jobApplicationSchema,
  agentContactEnquirySchema,
  todayInIndia,
  visitRequestEnquirySchema,
} from './enquiries';
import { VISIT_DATE_MESSAGES } from '@marketplace/shared/contracts-properties';

const application = {
  name: 'Asha Verma',
  contact: '+91 90000 11111',
  education: 'B.Tech Civil',
  address: 'Napier Town, Jabalpur',
  workExperience: '3 years site supervision',
  skills: 'AutoCAD, estimation',
};

function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : undefined;
}

describe('contactEnquirySchema', () => {
  it('accepts name, email and message with the optional fields empty', () => {
    const result = contactEnquirySchema.safeParse({
      name: ' Ravi ',
      email: 'ravi@example.in',
      phone: '',
      subject: '',
      message: 'Need a plumber',
      serviceType: '',
    });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Ravi');
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ])('requires %s', (field, message) => {
    const body = { name: 'Ravi', email: 'ravi@example.in', message: 'Hello', [field]: '   ' };
    expect(firstIssue(contactEnquirySchema.safeParse(body))).toEqual({ path: field, message });
  });

  it('rejects a malformed e-mail and an unknown service type', () => {
    expect(
      firstIssue(contactEnquirySchema.safeParse({ name: 'R', email: 'nope', message: 'Hi' })),
    ).toEqual({ path: 'email', message: 'Email is invalid' });
    expect(
      contactEnquirySchema.safeParse({
        name: 'R',
        email: 'r@example.in',
        message: 'Hi',
        serviceType: 'Astrology',
      }).success,
    ).toBe(false);
  });

  it('offers the nine service types of the spec', () => {
    expect(CONTACT_SERVICE_TYPES).toHaveLength(9);
    expect(CONTACT_SERVICE_TYPES[0]).toBe('Plumbing');
    expect(CONTACT_SERVICE_TYPES[8]).toBe('Other');
  });
});

describe('jobApplicationSchema', () => {
  it('accepts a complete application', () => {
    expect(jobApplicationSchema.safeParse(application).success).toBe(true);
  });

  it.each(Object.keys(application))('requires %s', (field) => {
    const result = jobApplicationSchema.safeParse({ ...application, [field]: '' });
    expect(firstIssue(result)?.path).toBe(field);
  });
});

describe('enquiryRequestSchema', () => {
  it('picks the schema by type', () => {
    expect(
      enquiryRequestSchema.safeParse({ type: 'job_application', ...application }).success,
    ).toBe(true);
    expect(enquiryRequestSchema.safeParse({ type: 'contact', ...application }).success).toBe(false);
    expect(enquiryRequestSchema.safeParse({ type: 'spam', ...application }).success).toBe(false);
  });
});

describe('property enquiries', () => {
  const now = new Date('2026-11-23T20:00:00Z'); // already 24 November in India

  it('computes today in India, not in UTC', () => {
    expect(todayInIndia(now)).toBe('2026-11-24');
  });

  it('accepts an agent contact with an optional message', () => {
    const result = agentContactEnquirySchema.safeParse({
      property_id: 7,
      name: 'Meera',
      phone: '+91 (98765) 43210',
      email: 'meera@example.in',
    });
    expect(result.success).toBe(true);
  });

  it.each(['12345', 'call me', '+91 98765 43210 12345 6'])('refuses the phone %p', (phone) => {
    const result = agentContactEnquirySchema.safeParse({
      property_id: 7,
      name: 'Meera',
      phone,
      email: 'meera@example.in',
    });
    expect(firstIssue(result)).toEqual({ path: 'phone', message: 'Phone is invalid' });
  });

  const visit = { property_id: 3, time: '10:30', name: 'Arun', phone: '9876543210' };

  describe('a visit request, at 12:00 on 28 November 2026 in India', () => {
    beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T06:30:00.000Z') }));
    afterEach(() => jest.useRealTimers());
    const check = (date: string, time: string) =>
      firstIssue(visitRequestEnquirySchema.safeParse({ ...visit, date, time }));

    it.each([
      ['later today', '2026-11-28', '12:30'],
      ['at opening tomorrow', '2026-11-29', '09:00'],
      ['at the last start of a Sunday', '2026-11-29', '17:00'],
      ['on the 60th day ahead', '2027-01-27', '11:00'],
    ])('accepts one %s', (_when, date, time) => {
      expect(check(date, time)).toBeUndefined();
    });

    it.each([
      ['in the night', '2026-11-29', '03:00', VISIT_DATE_MESSAGES.hours],
      ['before opening', '2026-11-29', '08:59', VISIT_DATE_MESSAGES.hours],
      ['after the last start', '2026-11-29', '17:01', VISIT_DATE_MESSAGES.hours],
      ['earlier today', '2026-11-28', '11:30', VISIT_DATE_MESSAGES.timePassed],
      ['at this very minute', '2026-11-28', '12:00', VISIT_DATE_MESSAGES.timePassed],
    ])('refuses a time %s', (_when, date, time, message) => {
      expect(check(date, time)).toEqual({ path: 'time', message });
    });

    it.each([
      ['in the past', '2020-01-01', VISIT_DATE_MESSAGES.past],
      ['61 days ahead', '2027-01-28', VISIT_DATE_MESSAGES.tooFar],
      ['years ahead', '2099-01-01', VISIT_DATE_MESSAGES.tooFar],
      ['that does not exist', '2027-02-30', VISIT_DATE_MESSAGES.invalid],
    ])('refuses a date %s', (_when, date, message) => {
      expect(check(date, '10:00')).toEqual({ path: 'date', message });
    });

    it('refuses a time that is not HH:MM, with that message first', () => {
      expect(check('2026-11-29', '25:00')).toEqual({
        path: 'time',
        message: VISIT_DATE_MESSAGES.time,
      });
      expect(check('2026-11-29', '9am')).toEqual({
        path: 'time',
        message: VISIT_DATE_MESSAGES.time,
      });
    });

    it('routes both new types through the request schema, with the same checks', () => {
      const parsed = enquiryRequestSchema.parse({
        type: 'visit_request',
        ...visit,
        date: '2026-11-29',
      });
      expect(parsed.type).toBe('visit_request');
      expect(
        firstIssue(
          enquiryRequestSchema.safeParse({
            type: 'visit_request',
            ...visit,
            date: '2026-11-28',
            time: '11:00',
          }),
        ),
      ).toEqual({ path: 'time', message: VISIT_DATE_MESSAGES.timePassed });
    });
  });
});
