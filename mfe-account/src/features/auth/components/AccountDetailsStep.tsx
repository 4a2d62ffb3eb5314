import type { FormEvent } from 'react';
import { Button } from '@marketplace/shared/ui';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '@marketplace/shared/form-fields';
import { FormStack } from '../../../components/form-styles';
import type { FieldErrors } from '../../../lib/field-errors';
import { REGISTER_MESSAGES } from '../messages';
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNext();
  };
  return (
    <FormStack noValidate onSubmit={submit} aria-label={REGISTER_MESSAGES.stepAccount}>
      <TextField
        label={REGISTER_MESSAGES.usernameLabel}
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        onChange={(e) => onChange('username', e.target.value)}
      />
      <TextField
        label={REGISTER_MESSAGES.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(e) => onChange('email', e.target.value)}
      />
      <PasswordField
        label={REGISTER_MESSAGES.passwordLabel}
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        hint={values.password ? <PasswordStrengthMeter password={values.password} /> : undefined}
        onChange={(e) => onChange('password', e.target.value)}
      />
      <PasswordField
        label={REGISTER_MESSAGES.confirmPasswordLabel}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => onChange('confirmPassword', e.target.value)}
      />
      <Button type="submit" size="lg" fullWidth>
        {REGISTER_MESSAGES.next}
      </Button>
    </FormStack>
  );
}
