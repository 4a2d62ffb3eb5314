import { useState, type FormEvent } from 'react';
import { emailSchema } from '@marketplace/shared/contracts';
import { Button, notify, useMessages } from '@marketplace/shared/ui';
import { TextField } from '@marketplace/shared/form-fields';
import { FormStack, Intro } from '../../../components/form-styles';
import { forgotPassword } from '../api/forgot-password';
import { retryAfterSecondsOf } from '../api/types';
import { authCatalogue } from '../catalogue';
import { useCheckText } from '../../../lib/checks/catalogue';

export interface ForgotEmailFormProps {
  initialEmail: string;
  /** The code was sent: continue with the address and the server's cool-down hint. */
  onSent: (email: string, retryAfterSeconds: number | undefined) => void;
}

/** Step 1 of the password reset: the account's e-mail ('Send code'). */
export function ForgotEmailForm({ initialEmail, onSent }: ForgotEmailFormProps) {
  const t = useMessages(authCatalogue);
  const check = useCheckText();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      const response = await forgotPassword(parsed.data);
      notify.success(response.msg || t.forgot.codeSent);
      onSent(parsed.data, retryAfterSecondsOf(response));
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : String(failure));
      setSending(false);
    }
  };

  return (
    <FormStack noValidate onSubmit={onSubmit} aria-label={t.forgot.sendCode}>
      <Intro>{t.forgot.emailIntro}</Intro>
      <TextField
        label={t.forgot.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={check(error)}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="lg" fullWidth disabled={sending} aria-busy={sending}>
        {sending ? t.forgot.sending : t.forgot.sendCode}
      </Button>
    </FormStack>
  );
}
