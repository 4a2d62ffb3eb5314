import { lazy, type ComponentType } from 'react';
import type { RemotePages } from '@marketplace/shared/config';
import { PageRoutes } from '@marketplace/shared/ui';
import { RequireAuth } from '../features/auth/components/RequireAuth';

// Each page is its own chunk, so visiting one page downloads only that page's code.
const ForgotPasswordPage = lazy(() => import('../features/auth/components/ForgotPasswordPage'));
const LoginPage = lazy(() => import('../features/auth/components/LoginPage'));
const OtpVerificationPage = lazy(() => import('../features/auth/components/OtpVerificationPage'));
const RegisterPage = lazy(() => import('../features/auth/components/RegisterPage'));
const CartPage = lazy(() => import('../features/cart/components/CartPage'));
const DashboardPage = lazy(() => import('../features/dashboard/components/DashboardPage'));
const CheckoutPage = lazy(() => import('../features/checkout/components/CheckoutPage'));
const BookingsPage = lazy(() => import('../features/bookings/components/BookingsPage'));
const BookingPage = lazy(() => import('../features/bookings/components/BookingPage'));

/** A page for logged-in users only: others go to /login and come back after. */
function guarded(Page: ComponentType): ComponentType {
  return function GuardedPage() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };
}

/** Every route of this remote in the manifest (shared/src/config/apps.json), with its page. */
const PAGES: RemotePages<'account', ComponentType> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/otp-verification': OtpVerificationPage,
  '/forgot-password': ForgotPasswordPage,
  '/dashboard': guarded(DashboardPage),
  // The cart guards itself: a logged-out visitor sees 'Login Required' (docs/product/cart.md "Cart page").
  '/cart': CartPage,
  '/checkout': guarded(CheckoutPage),
  '/bookings': guarded(BookingsPage),
  '/bookings/:id': guarded(BookingPage),
};

/** The routes this remote owns; exposed to the shell as './Routes'. */
export default function AccountRoutes() {
  return <PageRoutes pages={PAGES} />;
}
