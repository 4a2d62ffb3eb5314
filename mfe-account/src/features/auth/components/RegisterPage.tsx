import { useNavigate } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { useSession } from '@marketplace/shared/session';
import { PageContainer, PageHeading, notify } from '@marketplace/shared/ui';
import { Link } from 'react-router-dom';
import { Card, FooterText, Intro, TextLink } from '../../../components/form-styles';
import { useRegisterForm } from '../hooks/use-register-form';
import { useRegistrationData } from '../hooks/registration-data';
import { OTP_MESSAGES, REGISTER_MESSAGES } from '../messages';
import { AccountDetailsStep } from './AccountDetailsStep';
import { OtpStepCard } from './OtpStepCard';
import { RoleSelectionStep } from './RoleSelectionStep';

/** /register: Account Details, Role Selection, then the code step in place (docs/product/accounts.md "Registration"). */
export default function RegisterPage() {
  const [pending, setPending] = useRegistrationData();
  const form = useRegisterForm(pending, setPending);
  const { setOtpVerified } = useSession();
  const navigate = useNavigate();

  if (pending) {
    const onVerified = () => {
      setOtpVerified(true);
      setPending(null);
      notify.success(REGISTER_MESSAGES.registrationCompleted);
      navigate(paths.login(), { replace: true });
    };
    return (
      <OtpStepCard
        pending={pending}
        setPending={setPending}
        onVerified={onVerified}
        back={
          <button type="button" onClick={form.leaveOtp}>
            {OTP_MESSAGES.backToForm}
          </button>
        }
      />
    );
  }

  const stepTitle = form.step === 1 ? REGISTER_MESSAGES.stepAccount : REGISTER_MESSAGES.stepRole;
  return (
    <PageContainer>
      <Card>
        <PageHeading>{REGISTER_MESSAGES.heading}</PageHeading>
        <Intro>{REGISTER_MESSAGES.intro}</Intro>
        <h2>{REGISTER_MESSAGES.stepOf(form.step, stepTitle)}</h2>
        {form.step === 1 ? (
          <AccountDetailsStep
            values={form.details}
            errors={form.detailErrors}
            onChange={form.changeDetail}
            onNext={form.next}
          />
        ) : (
          <RoleSelectionStep
            role={form.role}
            agreeToTerms={form.agreeToTerms}
            errors={form.roleErrors}
            submitting={form.submitting}
            onRoleChange={form.changeRole}
            onTermsChange={form.changeTerms}
            onBack={form.back}
            onSubmit={() => void form.submit()}
          />
        )}
        <FooterText>
          {REGISTER_MESSAGES.haveAccount}{' '}
          <TextLink>
            <Link to={paths.login()}>{REGISTER_MESSAGES.login}</Link>
          </TextLink>
        </FooterText>
      </Card>
    </PageContainer>
  );
}
