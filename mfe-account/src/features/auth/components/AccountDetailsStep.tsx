import type { FormEvent } from 'react';
import { Button, useMessages } from '@marketplace/shared/ui';
import { PasswordField } from './PasswordField';
import { TextField } from '@marketplace/shared/form-fields';
import { FormStack } from '../../../components/form-styles';
import type { FieldErrors } from '../../../lib/field-errors';
import { authCatalogue } from '../catalogue';
import { useCheckText } from '../../../lib/checks/catalogue';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export type DetailsField = 'username' | 'email' | 'password' | 'confirmPassword';
export type DetailsValues = Record<DetailsField, string>;

export interface AccountDetailsStepProps {
  values: DetailsValues;
  errors: FieldErrors<DetailsField>;
  onChange: (field: DetailsField, value: string) => void;
  onNext: () => void;
}

/** Register step 1: username, email, password (with the strength meter) and its confirmation. */
export function AccountDetailsStep({ values, errors, onChange, onNext }: AccountDetailsStepProps) {
  const t = useMessages(authCatalogue);
  const check = useCheckText();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  return (
    <FormStack noValidate onSubmit={submit} aria-label={t.register.stepAccount}>
      <TextField
        label={t.register.usernameLabel}
        name="username"
        autoComplete="username"
        value={values.username}
        error={check(errors.username)}
        onChange={(e) => onChange('username', e.target.value)}
      />
      <TextField
        label={t.register.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={check(errors.email)}
        onChange={(e) => onChange('email', e.target.value)}
      />
      <PasswordField
        label={t.register.passwordLabel}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={check(errors.password)}
        hint={values.password ? <PasswordStrengthMeter password={values.password} /> : undefined}
        onChange={(e) => onChange('password', e.target.value)}
      />
      <PasswordField
        label={t.register.confirmPasswordLabel}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={check(errors.confirmPassword)}
        onChange={(e) => onChange('confirmPassword', e.target.value)}
      />
      <Button type="submit" size="lg" fullWidth>
        {t.register.next}
      </Button>
    </FormStack>
  );
}
