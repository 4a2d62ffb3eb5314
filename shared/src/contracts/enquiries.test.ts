import {
  CONTACT_SERVICE_TYPES,
  contactEnquirySchema,
  enquiryRequestSchema,
  jobApplicationSchema,
} from './enquiries';

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
