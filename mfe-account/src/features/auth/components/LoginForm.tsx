import { lazy, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@marketplace/shared/api-client';
import { paths } from '@marketplace/shared/config';
import { displayName, useSession } from '@marketplace/shared/session';
import { Button, notify, useLanguage, useMessages, type Language } from '@marketplace/shared/ui';
import { PasswordField } from './PasswordField';
import { TextField } from '@marketplace/shared/form-fields';
import {
  CheckboxLabel,
  FooterText,
  FormStack,
  Row,
  TextLink,
} from '../../../components/form-styles';
import {
  fieldErrorsOf,
  hasErrors,
  withoutError,
  type FieldErrors,
} from '../../../lib/field-errors';
import { authCatalogue } from '../catalogue';

// The form's checks and the login call check with the zod contracts: they are loaded when the
// visitor first comes to the form (focus), not before the page is drawn (so /login's first
// paint never waits for zod's download and evaluation); a send without that waits for them.
// The checks' texts come with them, in the page's language (/login has no room for them before).
// The notice only follows a refused login.
// Their download failing is told as a failed login (the spec's message), not as a chunk error.
const loadSending = (language: Language, failed: string) =>
  Promise.all([
    import('@marketplace/shared/contracts'),
    import('../api/simple-login'),
    import('../../../lib/checks/catalogue').then(async ({ checkCatalogue, checkText }) => {
      const texts = await checkCatalogue.load(language);
      return (complaint: string) => checkText(texts, complaint);
    }),
  ]).catch(() => {
    throw new Error(failed);
  });
const VerifyEmailNotice = lazy(() =>
  import('./VerifyEmailNotice').then((module) => ({ default: module.VerifyEmailNotice })),
);

type Field = 'username' | 'password';

export interface LoginFormProps {
  /** Where to go after logging in. */
  target: string;
}

export function LoginForm({ target }: LoginFormProps) {
  const t = useMessages(authCatalogue);
  const { language } = useLanguage();
  const { setSession } = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  // The login name of an attempt refused for an unverified e-mail (403).
  const [unverified, setUnverified] = useState<string | null>(null);

  const change = (field: Field, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => withoutError(prev, field));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setUnverified(null);
    try {
      const [{ loginSchema }, { simpleLogin }, check] = await loadSending(
        language,
        t.failures.login,
      );
      const found = fieldErrorsOf<Field>(loginSchema, values, check);
      setErrors(found);
      if (hasErrors(found)) {
        setSubmitting(false);
        return;
      }
      const { token, user } = await simpleLogin(
        { username: values.username.trim(), password: values.password, rememberMe },
        t.failures.login,
      );
      setSession(user, token);
      notify.success(t.login.welcomeBack(displayName(user)));
      navigate(target, { replace: true });
    } catch (error) {
      // Shown once as a toast; nothing of it is kept (spec: errors are toasted, then cleared).
      notify.error(error instanceof Error ? error.message : String(error));
      if (isApiError(error) && error.status === 403) setUnverified(values.username.trim());
      setSubmitting(false);
    }
  };

  return (
    <FormStack
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSending(language, t.failures.login).catch(() => undefined)}
      aria-label={t.login.heading}
    >
      <TextField
        label={t.login.usernameLabel}
        name="username"
        autoComplete="username"
        value={values.username}
        error={errors.username}
        onChange={(e) => change('username', e.target.value)}
      />
      <PasswordField
        label={t.login.passwordLabel}
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => change('password', e.target.value)}
      />
      <Row>
        <CheckboxLabel>
          <input
            type="checkbox"
            name="rememberMe"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
          />
          {t.login.rememberMe}
        </CheckboxLabel>
        <TextLink>
          <Link to={paths.forgotPassword()}>{t.login.forgotPassword}</Link>
        </TextLink>
      </Row>
      {unverified ? <VerifyEmailNotice login={unverified} /> : null}
      <Button type="submit" size="lg" fullWidth disabled={submitting} aria-busy={submitting}>
        {submitting ? t.login.submitting : t.login.submit}
      </Button>
      <FooterText>
        {t.login.noAccount}{' '}
        <TextLink>
          <Link to={paths.register()}>{t.login.createAccount}</Link>
        </TextLink>
      </FooterText>
    </FormStack>
  );
}
