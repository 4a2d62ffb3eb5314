import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@marketplace/shared/config';
import {
  displayName,
  useSession,
  useSessionHydrated,
  type User,
} from '@marketplace/shared/session';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { Button, PageContainer, PageHeading, Spinner, useMessages } from '@marketplace/shared/ui';
import { useCartItems } from '../api/get-cart';
import { useCartActions } from '../hooks/use-cart-actions';
import { cartCatalogue } from '../catalogue';
import { CartItemRow } from './CartItemRow';
import { LoginRequired } from './LoginRequired';
import { OrderSummary } from './OrderSummary';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
`;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  /* Each column keeps its own height: a short cart beside the taller summary stays a list of
     rows, not one row stretched to the summary's height. */
  align-items: start;
  margin-top: 1.5rem;

  @media (min-width: 900px) {
    grid-template-columns: 2fr 1fr;
  }
`;

/** The empty cart fills its column and lines up with the order summary beside it. */
const EmptyCart = styled(StatusPanel)`
  max-width: none;
  margin: 0;
`;

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function CartContent({ user }: { user: User }) {
  const t = useMessages(cartCatalogue);
  const { cart, isLoading, mutate } = useCartItems();
  const actions = useCartActions(cart, mutate);

  const countLine = isLoading
    ? t.text.loading
    : cart.totalItems > 0
      ? t.text.count(cart.totalItems)
      : t.text.empty;

  return (
    <PageContainer>
      <Top>
        <div>
          <PageHeading>{t.text.heading}</PageHeading>
          <p>{t.text.welcome(displayName(user))}</p>
          <p role="status">{countLine}</p>
        </div>
        <Button variant="ghost" onClick={() => void actions.refresh()} aria-label={t.text.refresh}>
          {t.text.refreshButton}
        </Button>
      </Top>
      <Layout>
        {isLoading ? (
          <Spinner label={t.text.loading} />
        ) : cart.items.length === 0 ? (
          <EmptyCart
            framed
            title={t.text.empty}
            actions={
              <>
                <Button as={Link} to={paths.maintenance()}>
                  {t.text.browseMaintenance}
                </Button>
                <Button as={Link} to={paths.constructions()} variant="ghost">
                  {t.text.browseConstructions}
                </Button>
              </>
            }
          >
            {t.text.emptyHint}
          </EmptyCart>
        ) : (
          <List aria-label={t.text.list}>
            {cart.items.map((item) => (
              <CartItemRow
                key={item.id}
                item={item}
                busy={actions.busyIds.has(item.id)}
                onQuantity={(id, quantity) => void actions.setQuantity(id, quantity)}
                onRemove={(id) => void actions.remove(id)}
              />
            ))}
          </List>
        )}
        {/* Not while loading: its zero totals would be wrong, and on a phone the list arriving
            above it pushed it down the screen (layout shift 0.064 in Lighthouse). */}
        {!isLoading && (
          <OrderSummary
            user={user}
            totalItems={cart.totalItems}
            subtotal={cart.totalPrice}
            blocked={cart.items.some((item) => !item.available)}
            onCheckout={actions.checkout}
            onClear={() => void actions.clear()}
          />
        )}
      </Layout>
    </PageContainer>
  );
}

/**
 * /cart (docs/product/cart.md "Cart page"). Its own guard: a logged-out visitor sees 'Login Required'
 * with links rather than being redirected. A stored session's cart is asked for at once, beside
 * the start-up check of that session rather than after it (one round trip less before the page
 * shows); a token the server rejects ends the session, and the page then shows 'Login Required'.
 * Without a stored session, a spinner shows until the check has ended.
 */
export default function CartPage() {
  const t = useMessages(cartCatalogue);
  const hydrated = useSessionHydrated();
  const { user, isAuthenticated } = useSession();
  if (isAuthenticated && user) return <CartContent user={user} />;
  if (!hydrated) return <Spinner label={t.text.loading} />;
  return <LoginRequired />;
}
