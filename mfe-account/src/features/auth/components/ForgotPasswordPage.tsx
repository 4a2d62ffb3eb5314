import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@marketplace/shared/contracts';
import { useSession } from '@marketplace/shared/session';
import { PageContainer, PageHeading, useMessages } from '@marketplace/shared/ui';
import { Card, FooterText, TextLink } from '../../../components/form-styles';
import { authCatalogue } from '../catalogue';
import { ForgotEmailForm } from './ForgotEmailForm';
import { ResetPasswordForm } from './ResetPasswordForm';

interface CodeSent {
  email: string;
  resendAvailableAt: number;
}

/**
 * /forgot-password (product decision: a code by e-mail, then a new password): the e-mail step,
 * then code + new password, then /login with a success toast.
 */
export default function ForgotPasswordPage() {
  const t = useMessages(authCatalogue);
  const [sent, setSent] = useState<CodeSent | null>(null);
  const { user } = useSession();
  // Someone changing their password from the dashboard need not type their address.
  const [lastEmail, setLastEmail] = useState(user?.email ?? '');

  return (
    <PageContainer>
      <Card>
        <PageHeading>{t.forgot.heading}</PageHeading>
        {sent ? (
          <>
            <ResetPasswordForm
              key={sent.email}
              email={sent.email}
              resendAvailableAt={sent.resendAvailableAt}
            />
            <FooterText>
              <TextLink>
                <button type="button" onClick={() => setSent(null)}>
                  {t.forgot.changeEmail}
                </button>
              </TextLink>
            </FooterText>
          </>
        ) : (
          <ForgotEmailForm
            initialEmail={lastEmail}
            onSent={(email, retryAfterSeconds) => {
              setLastEmail(email);
              setSent({
                email,
                resendAvailableAt:
                  Date.now() + (retryAfterSeconds ?? OTP_RESEND_COOLDOWN_SECONDS) * 1000,
              });
            }}
          />
        )}
        <FooterText>
          <TextLink>
            <Link to={paths.login()}>{t.forgot.backToLogin}</Link>
          </TextLink>
        </FooterText>
      </Card>
    </PageContainer>
  );
}
