import type { ReactNode } from 'react';
import { PageContainer, PageHeading, useMessages } from '@marketplace/shared/ui';
import { Card, FooterText, TextLink } from '../../../components/form-styles';
import type { RegistrationData } from '../hooks/registration-data';
import { authCatalogue } from '../catalogue';
import { OtpForm, type OtpFormProps } from './OtpForm';

export interface OtpStepCardProps extends Pick<OtpFormProps, 'onVerified' | 'onInvalidCode'> {
  pending: RegistrationData;
  setPending: (next: RegistrationData) => void;
  /** The way back (a link or a button), shown under the form. */
  back: ReactNode;
}

/** The code step's page card, the same on /register (in place) and on /otp-verification. */
export function OtpStepCard({ pending, setPending, back, ...handlers }: OtpStepCardProps) {
  const t = useMessages(authCatalogue);
  return (
    <PageContainer>
      <Card>
        <PageHeading>{t.otp.heading}</PageHeading>
        <OtpForm
          email={pending.email}
          otpSentAt={pending.otpSentAt}
          onResent={(otpSentAt) => setPending({ ...pending, otpSentAt })}
          {...handlers}
          footer={
            <FooterText>
              <TextLink>{back}</TextLink>
            </FooterText>
          }
        />
      </Card>
    </PageContainer>
  );
}
