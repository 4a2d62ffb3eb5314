// After a login refused because the e-mail is not verified yet (403): a way to the code page,
// which needs to know the address. With an e-mail typed as the login name it can go straight
// there (Resend OTP then sends a fresh code); with a username it asks for the e-mail instead.
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { emailSchema } from '@marketplace/shared/contracts';
import { paths } from '@marketplace/shared/config';
import { Button, useMessages } from '@marketplace/shared/ui';
import { useRegistrationData } from '../hooks/registration-data';
import { authCatalogue } from '../catalogue';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};

  p {
    margin: 0;
  }
`;

export function VerifyEmailNotice({ login }: { login: string }) {
  const t = useMessages(authCatalogue);
  const [, setPending] = useRegistrationData();
  const navigate = useNavigate();
  const email = emailSchema.safeParse(login);

  if (!email.success) {
    return (
      <Box role="status">
        <p>{t.login.verifyWithEmail}</p>
      </Box>
    );
  }
  const verify = () => {
    setPending({ username: '', email: email.data, role: 'user', otpSentAt: null });
    navigate(paths.otpVerification());
  };
  return (
    <Box role="status">
      <p>{t.login.notVerified}</p>
      <Button variant="secondary" onClick={verify}>
        {t.login.verifyEmail}
      </Button>
    </Box>
  );
}
