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

/** The routes this remote owns (docs/architecture.md "Routes and who owns them"); exposed to the shell as './Routes'. */
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
        {/* The cart guards itself: a logged-out visitor sees 'Login Required' (docs/product/cart.md "Cart page"). */}
        <Route path="/cart" element={<CartPage />} />
      </Routes>
    </Suspense>
  );
}
