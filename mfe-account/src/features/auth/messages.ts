// Every user-visible text of the auth pages. Texts the spec fixes are marked "spec"; the
// validation messages themselves live in @marketplace/shared/contracts (the api uses them too).
// No import of the contracts here: the session guard of every account page reads this file, and
// the contracts bring zod (docs/decisions/zod-only-for-forms.md).

export const LOGIN_MESSAGES = {
  heading: 'Login',
  intro: 'Sign in to manage your bookings, cart and account.',
  usernameLabel: 'Username or email',
  passwordLabel: 'Password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot password?',
  noAccount: "Don't have an account?",
  createAccount: 'Create account',
  submit: 'Login',
  submitting: 'Logging in...',
  /** spec: 'Welcome back' plus the name if present. */
  welcomeBack: (name?: string) => (name ? `Welcome back ${name}` : 'Welcome back'),
  accessLevelsHeading: 'Access levels',
  verifyEmail: 'Verify your email',
  notVerified: 'Your email is not verified yet. We can send you a new code.',
  verifyWithEmail: 'To verify your email, log in with your email address instead of your username.',
} as const;

/** docs/product/accounts.md "Login": the login page's side text. */
export const ACCESS_LEVELS = [
  { role: 'Admin', text: 'Full system access, user management, system configuration' },
  { role: 'Manager', text: 'Team management, department oversight, report generation' },
  { role: 'User', text: 'Personal dashboard, basic features, profile management' },
] as const;

export const REGISTER_MESSAGES = {
  heading: 'Create your account',
  intro: 'Two quick steps, then confirm your email with the code we send you.',
  stepAccount: 'Account Details',
  stepRole: 'Role Selection',
  stepOf: (step: number, title: string) => `Step ${step} of 2: ${title}`,
  usernameLabel: 'Username',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  strength: (label: string) => `Password strength: ${label}`,
  /** The strength meter's words, by the label passwordStrength gives. */
  strengthLabels: { Weak: 'Weak', Medium: 'Medium', Strong: 'Strong' },
  next: 'Next',
  back: 'Back',
  submit: 'Create account',
  submitting: 'Creating account...',
  roleLegend: 'Select your role',
  requiresVerification: 'Requires email verification',
  approvalNote:
    'Manager and Administrator access is a request: an administrator reviews it after you verify your email. Until it is approved your account has Normal User access.',
  termsPrefix: 'I agree to the',
  termsLink: 'Terms and Conditions',
  haveAccount: 'Already have an account?',
  login: 'Login',
  /** docs/product/accounts.md "Registration". */
  otpSent: 'OTP sent to your email! Please verify to complete registration.',
  registrationSuccessful: 'Registration successful! Please login to continue.',
  registrationCompleted: 'Registration completed successfully! Please login to continue.',
} as const;

/** docs/product/accounts.md "Registration": the role cards. */
export const ROLE_OPTIONS = [
  { value: 'user', title: 'Normal User', description: 'Standard access', needsApproval: false },
  {
    value: 'manager',
    title: 'Manager',
    description: 'Team and departmental operations',
    needsApproval: true,
  },
  {
    value: 'admin',
    title: 'Administrator',
    description: 'Full access and user management',
    needsApproval: true,
  },
] as const;

export const OTP_MESSAGES = {
  heading: 'Verify your email',
  sentTo: 'We sent a 6-digit code to',
  codeLabel: 'Verification code',
  codeHint: 'Enter the 6 digits from the email.',
  submit: 'Verify',
  submitting: 'Verifying...',
  resend: 'Resend OTP',
  resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
  resending: 'Sending...',
  resent: 'A new OTP has been sent to your email.',
  resendFailed: 'Failed to resend OTP',
  backToForm: 'Back to registration form',
  backToRegister: 'Back to registration',
  /** docs/product/accounts.md "OTP page". */
  completeRegistrationFirst: 'Please complete registration first',
  registrationDataNotFound: 'Registration data not found. Please register again.',
  accountCreated: 'Account created successfully! Please login to continue.',
} as const;

export const FORGOT_MESSAGES = {
  heading: 'Reset your password',
  emailIntro: "Enter your account's email and we will send you a 6-digit code.",
  emailLabel: 'Email',
  sendCode: 'Send code',
  sending: 'Sending...',
  codeSent: 'If an account exists for this email, a code has been sent to it.',
  resetIntro: 'Enter the code from the email and choose a new password.',
  codeLabel: 'Code',
  passwordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  submit: 'Reset password',
  submitting: 'Resetting...',
  resend: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds}s`,
  changeEmail: 'Use a different email',
  backToLogin: 'Back to login',
  success: 'Password reset successfully! Please login with your new password.',
  failed: 'Password reset failed',
  sendFailed: 'Failed to send the code',
} as const;
