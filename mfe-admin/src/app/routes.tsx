import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@marketplace/shared/ui';

// Each page is its own chunk, so visiting one page downloads only that page's code.
const AdminPage = lazy(() => import('../features/layout/AdminPage'));

/** The routes this remote owns (docs/architecture.md "Routes and who owns them"); exposed to the shell as './Routes'. */
export default function AdminRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/admin/*" element={<AdminPage />} />
      </Routes>
    </Suspense>
  );
}
