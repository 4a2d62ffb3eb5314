// State of the two register steps and the final submit (docs/product/accounts.md "Registration").
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@marketplace/shared/api-client';
import {
  API_ERROR_CODES,
  registerDetailsSchema,
  registerRoleSchema,
  type UserRole,
} from '@marketplace/shared/contracts';
import { paths } from '@marketplace/shared/config';
import { notify, useMessages } from '@marketplace/shared/ui';
import {
  fieldErrorsOf,
  hasErrors,
  withoutError,
  type FieldErrors,
} from '../../../lib/field-errors';
import { simpleRegister } from '../api/simple-register';
import type { DetailsField, DetailsValues } from '../components/AccountDetailsStep';
import type { RoleField } from '../components/RoleSelectionStep';
import { authCatalogue } from '../catalogue';
import type { RegistrationData } from './registration-data';

const EMPTY_DETAILS: DetailsValues = { username: '', email: '', password: '', confirmPassword: '' };

export function useRegisterForm(
  pending: RegistrationData | null,
  setPending: (data: RegistrationData | null) => void,
) {
  const t = useMessages(authCatalogue);
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  // After a reload during the code step only the username and e-mail are known (no password kept).
  const [details, setDetails] = useState<DetailsValues>(() => ({
    ...EMPTY_DETAILS,
    username: pending?.username ?? '',
    email: pending?.email ?? '',
  }));
  const [detailErrors, setDetailErrors] = useState<FieldErrors<DetailsField>>({});
  const [role, setRole] = useState<UserRole | ''>(pending?.role ?? '');
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [roleErrors, setRoleErrors] = useState<FieldErrors<RoleField>>({});
  const [submitting, setSubmitting] = useState(false);

  const changeDetail = (field: DetailsField, value: string) => {
    setDetails((prev) => ({ ...prev, [field]: value }));
    setDetailErrors((prev) => withoutError(prev, field));
  };

  const next = () => {
    const found = fieldErrorsOf<DetailsField>(registerDetailsSchema, details);
    setDetailErrors(found);
    if (!hasErrors(found)) setStep(2);
  };

  const changeRole = (value: UserRole) => {
    setRole(value);
    setRoleErrors((prev) => withoutError(prev, 'role'));
  };

  const changeTerms = (agree: boolean) => {
    setAgreeToTerms(agree);
    setRoleErrors((prev) => withoutError(prev, 'agreeToTerms'));
  };

  const submit = async () => {
    const found = fieldErrorsOf<RoleField>(registerRoleSchema, {
      role: role || undefined,
      agreeToTerms,
    });
    setRoleErrors(found);
    if (hasErrors(found) || !role) return;
    setSubmitting(true);
    const input = {
      username: details.username.trim(),
      email: details.email.trim(),
      password: details.password,
      role,
    };
    try {
      const response = await simpleRegister(input, t.failures.register);
      // docs/product/accounts.md "Registration": the code step, when the api says it sent the
      // code (its field: its message is in the page's language).
      if (response.otpSent) {
        setPending({
          username: input.username,
          email: input.email,
          role,
          otpSentAt: Date.now(),
        });
        notify.success(t.register.otpSent);
      } else {
        notify.success(t.register.registrationSuccessful);
        navigate(paths.login(), { replace: true });
      }
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      // A taken username or e-mail is fixed on step 1.
      if (isApiError(error) && (error.status === 409 || error.code === API_ERROR_CODES.conflict)) {
        setStep(1);
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** 'Back to registration form': drops the code step and shows the form again. */
  const leaveOtp = () => {
    setPending(null);
    setStep(1);
  };

  return {
    step,
    details,
    detailErrors,
    role,
    agreeToTerms,
    roleErrors,
    submitting,
    changeDetail,
    next,
    back: () => setStep(1),
    changeRole,
    changeTerms,
    submit,
    leaveOtp,
  };
}
