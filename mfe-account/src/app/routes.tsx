import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@marketplace/shared/ui';
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

/** The routes this remote owns (ARCHITECTURE.md); exposed to the shell as './Routes'. */
export default function AccountRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/otp-verification" element={<OtpVerificationPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route
          path="/checkout"
          element={
            <RequireAuth>
              <CheckoutPage />
            </RequireAuth>
          }
        />
        <Route
          path="/bookings"
          element={
            <RequireAuth>
              <BookingsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/bookings/:id"
          element={
            <RequireAuth>
              <BookingPage />
            </RequireAuth>
          }
        />
        {/* The cart guards itself: a logged-out visitor sees 'Login Required' (spec section 2). */}
        <Route path="/cart" element={<CartPage />} />
      </Routes>
    </Suspense>
  );
}
