import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { notify, PageContainer, PageHeading, Spinner } from '@marketplace/shared/ui';
import { ErrorText } from '../../../components/form-styles';
import { useAddresses } from '../api/get-addresses';
import { useBookingSlots } from '../api/get-booking-slots';
import { useCheckoutCart } from '../api/get-checkout-cart';
import { CHECKOUT_TEXT, CHECKOUT_TOASTS } from '../messages';
import { CheckoutForm } from './CheckoutForm';

/** /checkout (behind the login guard): an empty cart goes back to /cart with the cart's toast. */
export default function CheckoutPage() {
  const cart = useCheckoutCart();
  const addresses = useAddresses();
  const slots = useBookingSlots();
  const empty = cart.data !== undefined && cart.data.length === 0;

  useEffect(() => {
    if (empty) {
      notify.error(CHECKOUT_TOASTS.emptyCart.text, { autoClose: CHECKOUT_TOASTS.emptyCart.ms });
    }
  }, [empty]);

  if (empty) return <Navigate to={paths.cart()} replace />;
  const failure = [cart.error, addresses.error, slots.error].find((e) => e instanceof Error);
  const ready = cart.data && addresses.data && slots.data;

  return (
    <PageContainer>
      <PageHeading>{CHECKOUT_TEXT.heading}</PageHeading>
      <Link to={paths.cart()}>{CHECKOUT_TEXT.backToCart}</Link>
      {failure instanceof Error ? <ErrorText role="alert">{failure.message}</ErrorText> : null}
      {!ready && !failure ? <Spinner label={CHECKOUT_TEXT.loading} /> : null}
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
