import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { notify, PageContainer, PageHeading, Spinner, useMessages } from '@marketplace/shared/ui';
import { ErrorText } from '../../../components/form-styles';
import { useAddresses } from '../api/get-addresses';
import { useBookingSlots } from '../api/get-booking-slots';
import { useCheckoutCart } from '../api/get-checkout-cart';
import { checkoutCatalogue } from '../catalogue';
import { CheckoutForm } from './CheckoutForm';

/** /checkout (behind the login guard): an empty cart goes back to /cart with the cart's toast. */
export default function CheckoutPage() {
  const t = useMessages(checkoutCatalogue);
  const cart = useCheckoutCart();
  const addresses = useAddresses();
  const slots = useBookingSlots();
  const empty = cart.data !== undefined && cart.data.length === 0;

  useEffect(() => {
    if (empty) {
      notify.error(t.toasts.emptyCart.text, { autoClose: t.toasts.emptyCart.ms });
    }
  }, [empty, t]);

  if (empty) return <Navigate to={paths.cart()} replace />;
  const failure = [cart.error, addresses.error, slots.error].find((e) => e instanceof Error);
  const ready = cart.data && addresses.data && slots.data;

  return (
    <PageContainer>
      <PageHeading>{t.text.heading}</PageHeading>
      <Link to={paths.cart()}>{t.text.backToCart}</Link>
      {failure instanceof Error ? <ErrorText role="alert">{failure.message}</ErrorText> : null}
      {!ready && !failure ? <Spinner label={t.text.loading} /> : null}
      {ready ? (
        <CheckoutForm
          lines={cart.data ?? []}
          addresses={addresses.data ?? []}
          days={slots.data ?? []}
          onSlotTaken={() => void slots.mutate()}
          onCartChanged={() => void cart.mutate()}
        />
      ) : null}
    </PageContainer>
  );
}
