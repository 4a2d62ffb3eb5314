import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { emailSchema } from '@marketplace/shared/contracts';
import { paths } from '@marketplace/shared/config';
import { useSession } from '@marketplace/shared/session';
import { notify, useMessages } from '@marketplace/shared/ui';
import { useRegistrationData } from '../hooks/registration-data';
import { authCatalogue } from '../catalogue';
import { checkCatalogue } from '../../../lib/checks/catalogue';
import { OtpStepCard } from './OtpStepCard';

/** /otp-verification: the separate code page (docs/product/accounts.md "OTP page"). */
export default function OtpVerificationPage() {
  const t = useMessages(authCatalogue);
  const checks = useMessages(checkCatalogue);
  const [pending, setPending] = useRegistrationData();
  const { setOtpVerified } = useSession();
  const navigate = useNavigate();
  const hasEmail = pending !== null && emailSchema.safeParse(pending.email).success;
  // Set when this page itself clears the registration on its way out (verified, or back to the
  // form), so that is not mistaken for a visit without registration data.
  const leaving = useRef(false);

  useEffect(() => {
    if (hasEmail || leaving.current) return;
    // Nothing registered in this tab: 'Please complete registration first'; a registration kept
    // without a usable address: 'Registration data not found...'. A toast id keeps it to one.
    const message = pending ? t.otp.registrationDataNotFound : t.otp.completeRegistrationFirst;
    notify.error(message, { toastId: 'otp-without-registration' });
    navigate(paths.register(), { replace: true });
  }, [hasEmail, pending, navigate, t]);

  if (!pending || !hasEmail) return null;

  const leave = () => {
    leaving.current = true;
    setPending(null);
  };

  const onVerified = () => {
    leave();
    setOtpVerified(true);
    notify.success(t.otp.accountCreated, { autoClose: 3000 });
    navigate(paths.login(), { replace: true });
  };

  return (
    <OtpStepCard
      pending={pending}
      setPending={setPending}
      onVerified={onVerified}
      onInvalidCode={() => notify.error(checks.otpInvalid, { toastId: 'otp-invalid' })}
      back={
        <Link to={paths.register()} onClick={leave}>
          {t.otp.backToRegister}
        </Link>
      }
    />
  );
}
