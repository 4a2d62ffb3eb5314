import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { RemotePages, RoutePathOf } from '@marketplace/shared/config';
import { PageRoutes } from '@marketplace/shared/ui';
import { RequireAuth } from '../features/auth/components/RequireAuth';

type PageModule = Promise<{ default: ComponentType }>;

// Each page is its own chunk, so visiting one page downloads only that page's code. The chunk is
// named after its route (build-tools/page-files.ts): the servers then write its files into the
// page and the shell's first script preloads them with the remote's.
const LOADERS: Record<RoutePathOf<'account'>, () => PageModule> = {
  '/login': () =>
    import(/* webpackChunkName: "page-login" */ '../features/auth/components/LoginPage'),
  '/register': () =>
    import(/* webpackChunkName: "page-register" */ '../features/auth/components/RegisterPage'),
  '/otp-verification': () =>
    import(
      /* webpackChunkName: "page-otp-verification" */ '../features/auth/components/OtpVerificationPage'
    ),
  '/forgot-password': () =>
    import(
      /* webpackChunkName: "page-forgot-password" */ '../features/auth/components/ForgotPasswordPage'
    ),
  '/dashboard': () =>
    import(
      /* webpackChunkName: "page-dashboard" */ '../features/dashboard/components/DashboardPage'
    ),
  '/cart': () => import(/* webpackChunkName: "page-cart" */ '../features/cart/components/CartPage'),
  '/checkout': () =>
    import(/* webpackChunkName: "page-checkout" */ '../features/checkout/components/CheckoutPage'),
  '/bookings': () =>
    import(/* webpackChunkName: "page-bookings" */ '../features/bookings/components/BookingsPage'),
  '/bookings/:id': () =>
    import(
      /* webpackChunkName: "page-bookings-id" */ '../features/bookings/components/BookingPage'
    ),
};

// Arriving on one of these pages, its chunk (and what it needs, e.g. the login form's zod
// contracts) is asked for now, while this module is evaluated, not once React renders the route:
// one round trip less before the page's largest paint (/login and /cart).
const arrivalPath = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
const arrival = (Object.keys(LOADERS) as RoutePathOf<'account'>[]).find((path) =>
  matchPath({ path, caseSensitive: false, end: true }, arrivalPath),
);
if (arrival) void LOADERS[arrival]().catch(() => undefined);

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
  '/login': lazy(LOADERS['/login']),
  '/register': lazy(LOADERS['/register']),
  '/otp-verification': lazy(LOADERS['/otp-verification']),
  '/forgot-password': lazy(LOADERS['/forgot-password']),
  '/dashboard': guarded(lazy(LOADERS['/dashboard'])),
  // The cart guards itself: a logged-out visitor sees 'Login Required' (docs/product/cart.md "Cart page").
  '/cart': lazy(LOADERS['/cart']),
  '/checkout': guarded(lazy(LOADERS['/checkout'])),
  '/bookings': guarded(lazy(LOADERS['/bookings'])),
  '/bookings/:id': guarded(lazy(LOADERS['/bookings/:id'])),
};

/** The routes this remote owns; exposed to the shell as './Routes'. */
export default function AccountRoutes() {
  return <PageRoutes pages={PAGES} />;
}
