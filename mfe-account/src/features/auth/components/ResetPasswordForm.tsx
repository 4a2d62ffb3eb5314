import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { otpSchema, passwordSchema, VALIDATION_MESSAGES } from '@marketplace/shared/contracts';
import { paths } from '@marketplace/shared/config';
import { useSession } from '@marketplace/shared/session';
import { Button, notify, useMessages } from '@marketplace/shared/ui';
import { PasswordField } from './PasswordField';
import { FormStack, Intro } from '../../../components/form-styles';
import { hasErrors, withoutError, type FieldErrors } from '../../../lib/field-errors';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { useResendCode } from '../hooks/use-resend-code';
import { authCatalogue } from '../catalogue';
import { useCheckText } from '../../../lib/checks/catalogue';
import { OtpCodeField } from './OtpCodeField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

type Field = 'otp' | 'password' | 'confirmPassword';

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const otp = otpSchema.safeParse(values.otp);
  if (!otp.success) errors.otp = otp.error.issues[0]?.message;
  const password = passwordSchema.safeParse(values.password);
  if (!password.success) errors.password = password.error.issues[0]?.message;
  if (values.password !== values.confirmPassword) {
    errors.confirmPassword = VALIDATION_MESSAGES.passwordsDoNotMatch;
  }
  return errors;
}

export interface ResetPasswordFormProps {
  email: string;
  /** When Resend code may be used (epoch ms). */
  resendAvailableAt: number;
}

/** Step 2 of the password reset: the e-mailed code and the new password (registration's rules). */
export function ResetPasswordForm({ email, resendAvailableAt }: ResetPasswordFormProps) {
  const t = useMessages(authCatalogue);
  const check = useCheckText();
  const navigate = useNavigate();
  const { token, clearSession } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({
    otp: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const send = useCallback(() => forgotPassword(email), [email]);
  const { remaining, sending, resend } = useResendCode({
    send,
    successMessage: t.forgot.codeSent,
    availableAt: resendAvailableAt,
  });

  const change = (field: Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => withoutError(prev, field));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      await resetPassword({ email, otp: values.otp, password: values.password });
      // A reset ends every session of the account on the server; a local one (someone changing
      // the password from the dashboard) must go too, or /login would send them straight on.
      if (token) clearSession();
      notify.success(t.forgot.success);
      navigate(paths.login(), { replace: true });
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : String(failure));
      setSubmitting(false);
    }
  };

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label={t.forgot.submit}>
      <Intro>{t.forgot.resetIntro}</Intro>
      <OtpCodeField
        label={t.forgot.codeLabel}
        value={values.otp}
        error={check(errors.otp)}
        onChange={(code) => change('otp', code)}
      />
      <PasswordField
        label={t.forgot.passwordLabel}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={check(errors.password)}
        hint={values.password ? <PasswordStrengthMeter password={values.password} /> : undefined}
        onChange={(e) => change('password', e.target.value)}
      />
      <PasswordField
        label={t.forgot.confirmPasswordLabel}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={check(errors.confirmPassword)}
        onChange={(e) => change('confirmPassword', e.target.value)}
      />
      <Button type="submit" size="lg" fullWidth disabled={submitting} aria-busy={submitting}>
        {submitting ? t.forgot.submitting : t.forgot.submit}
      </Button>
      <Button
        variant="ghost"
        fullWidth
        disabled={remaining > 0 || sending}
        onClick={() => void resend()}
      >
        {remaining > 0 ? t.forgot.resendIn(remaining) : t.forgot.resend}
      </Button>
    </FormStack>
  );
}
