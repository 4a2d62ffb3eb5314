import { Navigate } from 'react-router-dom';
import { useSession } from '@marketplace/shared/session';
import { PageContainer, PageHeading, useMessages } from '@marketplace/shared/ui';
import { AuthLayout, Card, Intro } from '../../../components/form-styles';
import { useLoginTarget } from '../hooks/use-login-target';
import { authCatalogue } from '../catalogue';
import { AccessLevels } from './AccessLevels';
import { LoginForm } from './LoginForm';

/** /login (docs/product/accounts.md "Login"). Someone already logged in is sent on at once. */
export default function LoginPage() {
  const t = useMessages(authCatalogue);
  const { isAuthenticated, token } = useSession();
  const target = useLoginTarget();

  if (isAuthenticated && token) return <Navigate to={target} replace />;

  return (
    <PageContainer>
      <AuthLayout>
        <Card>
          <PageHeading>{t.login.heading}</PageHeading>
          <Intro>{t.login.intro}</Intro>
          <LoginForm target={target} />
        </Card>
        <AccessLevels />
      </AuthLayout>
    </PageContainer>
  );
}
