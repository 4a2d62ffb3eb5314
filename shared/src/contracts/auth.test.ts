import {
  AUTH_MESSAGES,
  VALIDATION_MESSAGES as M,
  codeSentResponse,
  loginResponse,
  resetPasswordRequest,
  resendOtpRequest,
  roleRequestParams,
  simpleRegisterRequest,
  userSchema,
} from './index';

const user = {
  id: 7,
  name: null,
  username: 'priya',
  email: 'priya@example.in',
  role: 'user',
  requested_role: 'manager',
  department: null,
  position: null,
  language: 'en',
  created_at: '2026-11-22T10:00:00.000Z',
};

describe('auth contracts', () => {
  it('uses the texts the api brief fixes', () => {
    expect(AUTH_MESSAGES.otpSent).toBe('OTP sent to your email');
    expect(AUTH_MESSAGES.emailNotVerified).toBe('Please verify your email before logging in');
    expect(AUTH_MESSAGES.invalidCredentials).toBe('Invalid username or password');
    expect(AUTH_MESSAGES.rateLimited(42)).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
  });

  it('validates registration with the form rules', () => {
    const result = simpleRegisterRequest.safeParse({
      username: 'ab',
      email: 'nope',
      password: 'short',
      role: 'admin',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      M.usernameTooShort,
      M.emailInvalid,
      M.passwordTooShort,
    ]);
  });

  it('checks the new password of a reset like a registration password', () => {
    const result = resetPasswordRequest.safeParse({
      email: 'a@b.in',
      otp: '123456',
      password: 'alllowercase1',
    });
    expect(result.error?.issues[0]?.message).toBe(M.passwordComposition);
    expect(resendOtpRequest.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      M.emailRequired,
    );
  });

  it('describes the public user without any secret', () => {
    expect(userSchema.parse(user)).toEqual(user);
    const withHash = userSchema.parse({ ...user, password_hash: 'x' });
    expect(withHash).not.toHaveProperty('password_hash');
    expect(loginResponse.safeParse({ success: true, token: 't', user }).success).toBe(true);
    expect(loginResponse.safeParse({ success: true, user }).success).toBe(false);
  });

  it('reads the role request path and the code-sent answer', () => {
    expect(roleRequestParams.parse({ userId: '12' })).toEqual({ userId: 12 });
    expect(roleRequestParams.safeParse({ userId: 'x' }).success).toBe(false);
    expect(
      codeSentResponse.safeParse({ success: true, msg: 'sent', retryAfterSeconds: 60 }).success,
    ).toBe(true);
  });
});
