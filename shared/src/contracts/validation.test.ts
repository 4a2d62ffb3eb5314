import {
  VALIDATION_MESSAGES as M,
  emailSchema,
  loginSchema,
  otpSchema,
  passwordSchema,
  passwordStrength,
  registerDetailsSchema,
  registerRoleSchema,
  registerSchema,
  usernameSchema,
  verifyOtpSchema,
} from './index';
import type { z } from 'zod';

/** The messages of a failed parse, in order (empty when the value is valid). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Field -> first message, as a form shows it. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

describe('usernameSchema', () => {
  it.each([
    ['', M.usernameRequired],
    ['   ', M.usernameRequired],
    [undefined, M.usernameRequired],
    ['ab', M.usernameTooShort],
    [' ab ', M.usernameTooShort],
    ['a'.repeat(31), M.usernameTooLong],
    ['ravi\u0000', M.usernameCharacters],
    ['ra\u200bvi', M.usernameCharacters],
    ['<b>ravi</b>', M.usernameCharacters],
    ['ravi kumar', M.usernameCharacters],
    // A Cyrillic 'р' in front of Latin letters: a look-alike of 'ravi'.
    ['\u0440avi', M.usernameCharacters],
    ['रवि', M.usernameCharacters],
  ])('rejects %p with %p only', (value, message) => {
    expect(messages(usernameSchema, value)).toEqual([message]);
  });

  it('accepts 3 to 30 letters, digits, dots, underscores and hyphens, trimmed', () => {
    expect(usernameSchema.parse('  abc ')).toBe('abc');
    expect(usernameSchema.parse('Ravi.Kumar_99-x')).toBe('Ravi.Kumar_99-x');
    expect(usernameSchema.parse('a'.repeat(30))).toBe('a'.repeat(30));
  });

  it('normalises to NFKC first: full-width letters are the plain ones', () => {
    expect(usernameSchema.parse('\uff32\uff41\uff56\uff49')).toBe('Ravi');
  });
});

describe('emailSchema', () => {
  it.each([
    ['', M.emailRequired],
    [undefined, M.emailRequired],
    ['priya', M.emailInvalid],
    ['priya@example', M.emailInvalid],
    ['priya @example.in', M.emailInvalid],
    [`${'a'.repeat(250)}@x.in`, M.emailTooLong],
    ['victim<attacker@evil.test>', M.emailInvalid],
    ['Victim <victim@example.in>', M.emailInvalid],
    ['a@b.test\u0000.evil', M.emailInvalid],
    ['priya\r\nBcc: x@evil.test@example.in', M.emailInvalid],
    ['"priya"@example.in', M.emailInvalid],
    ['priya@example..in', M.emailInvalid],
    ['priya@-example.in', M.emailInvalid],
    ['priya@exa_mple.in', M.emailInvalid],
    [`${'a'.repeat(65)}@example.in`, M.emailInvalid],
    // Found by the api fuzzer: mail servers refuse these, so the send failed with a 503.
    ['.@example.in', M.emailInvalid],
    ['.priya@example.in', M.emailInvalid],
    ['priya.@example.in', M.emailInvalid],
    ['pri..ya@example.in', M.emailInvalid],
    ['}@A.xN--B.a', M.emailInvalid],
    ['priya@xn--b.in', M.emailInvalid],
    ['priya@mail.xn--zz', M.emailInvalid],
    ['प्रिया@example.in', M.emailInvalid],
  ])('rejects %p with %p only', (value, message) => {
    expect(messages(emailSchema, value)).toEqual([message]);
  });

  it('accepts a plain address', () => {
    expect(emailSchema.parse(' priya@example.in ')).toBe('priya@example.in');
    expect(emailSchema.parse("o'brien+home@mail.example.co.in")).toBe(
      "o'brien+home@mail.example.co.in",
    );
    expect(emailSchema.parse(`${'a'.repeat(64)}@example.in`)).toBe(`${'a'.repeat(64)}@example.in`);
    // An internationalised domain in its ASCII form (a valid punycode label) is a plain address.
    expect(emailSchema.parse('priya@xn--80ak6aa92e.com')).toBe('priya@xn--80ak6aa92e.com');
  });
});

describe('passwordSchema', () => {
  it.each([
    ['', M.passwordRequired],
    [undefined, M.passwordRequired],
    ['Ab1', M.passwordTooShort],
    ['abcdefgh', M.passwordComposition],
    ['ABCDEFG1', M.passwordComposition],
    ['Abcdefgh', M.passwordComposition],
    [`Ab1${'x'.repeat(126)}`, M.passwordTooLong],
  ])('rejects %p with %p only', (value, message) => {
    expect(messages(passwordSchema, value)).toEqual([message]);
  });

  it('accepts upper, lower and digit from 8 characters, untrimmed', () => {
    expect(passwordSchema.parse(' Abcdef1 ')).toBe(' Abcdef1 ');
  });

  it('uses the spec texts', () => {
    expect(M.passwordComposition).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    expect(M.passwordTooShort).toBe('Password must be at least 8 characters');
  });
});

describe('otpSchema', () => {
  it.each([
    ['', M.otpRequired],
    ['12345', M.otpLength],
    ['1234567', M.otpLength],
    ['12a456', M.otpLength],
  ])('rejects %p with %p', (value, message) => {
    expect(messages(otpSchema, value)).toEqual([message]);
  });

  it('accepts six digits', () => {
    expect(otpSchema.parse('012345')).toBe('012345');
  });
});

describe('loginSchema', () => {
  it('names each missing field with the spec message', () => {
    expect(fieldErrors(loginSchema, {})).toEqual({
      username: M.usernameOrEmailRequired,
      password: M.passwordRequired,
    });
  });

  it('accepts a username or an e-mail with rememberMe', () => {
    expect(loginSchema.parse({ username: 'a@b.in', password: 'x', rememberMe: true })).toEqual({
      username: 'a@b.in',
      password: 'x',
      rememberMe: true,
    });
  });

  it('caps the login name at 254 characters but takes any older username', () => {
    expect(fieldErrors(loginSchema, { username: 'r'.repeat(255), password: 'x' })).toEqual({
      username: M.usernameOrEmailTooLong,
    });
    expect(loginSchema.parse({ username: 'Ravi Kumar', password: 'x' }).username).toBe(
      'Ravi Kumar',
    );
  });
});

describe('registerSchema', () => {
  it('reports every field of an empty form', () => {
    expect(fieldErrors(registerSchema, { username: '', email: '', password: '' })).toEqual({
      username: M.usernameRequired,
      email: M.emailRequired,
      password: M.passwordRequired,
      role: M.roleRequired,
    });
  });

  it('rejects a role outside user, manager and admin', () => {
    const input = { username: 'priya', email: 'p@x.in', password: 'Secret12', role: 'root' };
    expect(fieldErrors(registerSchema, input)).toEqual({ role: M.roleRequired });
  });

  it('strips unknown fields', () => {
    const input = {
      username: 'priya',
      email: 'p@x.in',
      password: 'Secret12',
      role: 'manager',
      verified: true,
    };
    expect(registerSchema.parse(input)).toEqual({
      username: 'priya',
      email: 'p@x.in',
      password: 'Secret12',
      role: 'manager',
    });
  });
});

describe('register form steps', () => {
  const details = { username: 'priya', email: 'p@x.in', password: 'Secret12' };

  it('step 1 reports a mismatched confirmation on confirmPassword', () => {
    expect(fieldErrors(registerDetailsSchema, { ...details, confirmPassword: 'Secret13' })).toEqual(
      { confirmPassword: M.passwordsDoNotMatch },
    );
  });

  it('step 1 reports the mismatch alongside other field errors', () => {
    const input = { ...details, username: 'ab', confirmPassword: 'nope' };
    expect(fieldErrors(registerDetailsSchema, input)).toEqual({
      username: M.usernameTooShort,
      confirmPassword: M.passwordsDoNotMatch,
    });
  });

  it('step 1 passes when the confirmation matches', () => {
    expect(
      registerDetailsSchema.safeParse({ ...details, confirmPassword: 'Secret12' }).success,
    ).toBe(true);
  });

  it('step 2 needs a role and the terms', () => {
    expect(fieldErrors(registerRoleSchema, { role: '', agreeToTerms: false })).toEqual({
      role: M.roleRequired,
      agreeToTerms: M.termsRequired,
    });
    expect(registerRoleSchema.safeParse({ role: 'user', agreeToTerms: true }).success).toBe(true);
  });
});

describe('verifyOtpSchema', () => {
  it('needs the e-mail and a 6-digit code', () => {
    expect(fieldErrors(verifyOtpSchema, { email: 'x', otp: '12' })).toEqual({
      email: M.emailInvalid,
      otp: M.otpLength,
    });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Strong'],
    ['Ab1!', 4, 'Strong'],
    ['ab1!', 3, 'Medium'],
  ])('%p scores %p (%p)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
