import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading, useMessages } from '@marketplace/shared/ui';
import { cartCatalogue } from '../catalogue';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** What a logged-out visitor sees at /cart (docs/product/cart.md "Cart page"), instead of a redirect. */
export function LoginRequired() {
  const t = useMessages(cartCatalogue);
  return (
    <PageContainer>
      <PageHeading>{t.text.loginRequired}</PageHeading>
      <p>{t.text.loginRequiredHint}</p>
      <Actions>
        <Button as={Link} to={paths.login()} state={{ from: { pathname: '/cart', search: '' } }}>
          {t.text.login}
        </Button>
        <Button as={Link} to={paths.register()} variant="ghost">
          {t.text.register}
        </Button>
        <Button as={Link} to={paths.home()} variant="ghost">
          {t.text.home}
        </Button>
      </Actions>
    </PageContainer>
  );
}
