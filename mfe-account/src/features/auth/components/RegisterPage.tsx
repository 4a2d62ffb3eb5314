import { useNavigate } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { useSession } from '@marketplace/shared/session';
import { PageContainer, PageHeading, notify, useMessages } from '@marketplace/shared/ui';
import { Link } from 'react-router-dom';
import { Card, FooterText, Intro, TextLink } from '../../../components/form-styles';
import { useRegisterForm } from '../hooks/use-register-form';
import { useRegistrationData } from '../hooks/registration-data';
import { authCatalogue } from '../catalogue';
import { AccountDetailsStep } from './AccountDetailsStep';
import { OtpStepCard } from './OtpStepCard';
import { RoleSelectionStep } from './RoleSelectionStep';

/** /register: Account Details, Role Selection, then the code step in place (docs/product/accounts.md "Registration"). */
export default function RegisterPage() {
  const t = useMessages(authCatalogue);
  const [pending, setPending] = useRegistrationData();
  const form = useRegisterForm(pending, setPending);
  const { setOtpVerified } = useSession();
  const navigate = useNavigate();

  if (pending) {
    const onVerified = () => {
      setOtpVerified(true);
      setPending(null);
      notify.success(t.register.registrationCompleted);
      navigate(paths.login(), { replace: true });
    };
    return (
      <OtpStepCard
        pending={pending}
        setPending={setPending}
        onVerified={onVerified}
        back={
          <button type="button" onClick={form.leaveOtp}>
            {t.otp.backToForm}
          </button>
        }
      />
    );
  }

  const stepTitle = form.step === 1 ? t.register.stepAccount : t.register.stepRole;
  return (
    <PageContainer>
      <Card>
        <PageHeading>{t.register.heading}</PageHeading>
        <Intro>{t.register.intro}</Intro>
        <h2>{t.register.stepOf(form.step, stepTitle)}</h2>
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
          {t.register.haveAccount}{' '}
          <TextLink>
            <Link to={paths.login()}>{t.register.login}</Link>
          </TextLink>
        </FooterText>
      </Card>
    </PageContainer>
  );
}
