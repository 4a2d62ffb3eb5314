import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading } from '@marketplace/shared/ui';
import { CART_TEXT } from '../messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** What a logged-out visitor sees at /cart (docs/product/cart.md "Cart page"), instead of a redirect. */
export function LoginRequired() {
  return (
    <PageContainer>
      <PageHeading>{CART_TEXT.loginRequired}</PageHeading>
      <p>{CART_TEXT.loginRequiredHint}</p>
      <Actions>
        <Button as={Link} to={paths.login()} state={{ from: { pathname: '/cart', search: '' } }}>
          {CART_TEXT.login}
        </Button>
        <Button as={Link} to={paths.register()} variant="ghost">
          {CART_TEXT.register}
        </Button>
        <Button as={Link} to={paths.home()} variant="ghost">
          {CART_TEXT.home}
        </Button>
      </Actions>
    </PageContainer>
  );
}
