import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@marketplace/shared/ui';

// Each page is its own chunk, so visiting one page downloads only that page's code.
const RealEstatePage = lazy(() => import('../features/listing/components/RealEstatePage'));
const PropertyDetailPage = lazy(
  () => import('../features/property-detail/components/PropertyDetailPage'),
);

/** The routes this remote owns (ARCHITECTURE.md); exposed to the shell as './Routes'. */
export default function RealestateRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/real-estate" element={<RealEstatePage />} />
        <Route path="/property-details/:id" element={<PropertyDetailPage />} />
      </Routes>
    </Suspense>
  );
}
