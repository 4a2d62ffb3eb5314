import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@marketplace/shared/ui';
import { useWishlistMerge } from '../lib/wishlist/use-wishlist-merge';
import { preloadProperties } from '../features/listing/api/get-properties';
import { filtersFromSearch } from '../features/listing/filters';

// Arriving on /real-estate, the first page of the list is requested now, while the page's own
// code is still downloading, rather than after it (bench/realestate-ui.mjs: first cards).
const [arrivalPath, arrivalQuery = ''] = window.location.hash.replace(/^#/, '').split('?');
if (arrivalPath === '/real-estate') {
  preloadProperties(filtersFromSearch(new URLSearchParams(arrivalQuery)));
}

// Each page is its own chunk, so visiting one page downloads only that page's code.
const RealEstatePage = lazy(() => import('../features/listing/components/RealEstatePage'));
const PropertyDetailPage = lazy(
  () => import('../features/property-detail/components/PropertyDetailPage'),
);
const WishlistPage = lazy(() => import('../features/wishlist/components/WishlistPage'));

/** The routes this remote owns (docs/architecture.md "Routes and who owns them"); exposed to the shell as './Routes'. */
export default function RealestateRoutes() {
  // Hearts given while logged out join the account on the first page of this remote after login.
  useWishlistMerge();
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/real-estate" element={<RealEstatePage />} />
        <Route path="/property-details/:id" element={<PropertyDetailPage />} />
        <Route path="/wishlist" element={<WishlistPage />} />
      </Routes>
    </Suspense>
  );
}
