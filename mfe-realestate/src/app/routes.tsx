import { lazy, type ComponentType } from 'react';
import type { RemotePages } from '@marketplace/shared/config';
import { PageRoutes } from '@marketplace/shared/ui';
import { useWishlistMerge } from '../lib/wishlist/use-wishlist-merge';
import { preloadProperties } from '../features/listing/api/get-properties';
import { preloadProperty } from '../features/property-detail/api/get-property';
import { filtersFromSearch } from '../features/listing/filters';
import RealEstatePage from '../features/listing/components/RealEstatePage';

// The listing, where most visits to this remote start, comes with ./Routes, so the server's
// preload of the remote brings it (docs/decisions/inline-boot-data.md); the other pages are
// their own chunks, downloaded only when visited, each named after its route
// (build-tools/page-files.ts) so the shell can preload it with the remote.
const loadDetail = () =>
  import(
    /* webpackChunkName: "page-property-details-id" */ '../features/property-detail/components/PropertyDetailPage'
  );
const PropertyDetailPage = lazy(loadDetail);
const PostPropertyPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-post-property" */ '../features/posting/components/PostPropertyPage'
    ),
);
const MyListingsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-my-listings" */ '../features/my-listings/components/MyListingsPage'
    ),
);
const WishlistPage = lazy(
  () =>
    import(/* webpackChunkName: "page-wishlist" */ '../features/wishlist/components/WishlistPage'),
);
const SavedSearchesPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-saved-searches" */ '../features/saved-searches/components/SavedSearchesPage'
    ),
);
const UnsubscribePage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-saved-searches-unsubscribe-token" */ '../features/saved-searches/components/UnsubscribePage'
    ),
);

// Arriving on /real-estate, the first page of the list is requested now, while this module is
// evaluated, rather than once React renders the route (bench/realestate-ui.mjs: first cards).
// Arriving on a property's page, its chunk and the property (a real id: digits only).
const [arrivalPath, arrivalQuery = ''] = window.location.hash.replace(/^#/, '').split('?');
const arrivalPropertyId = /^\/property-details\/(\d+)$/.exec(arrivalPath ?? '')?.[1];
if (arrivalPath === '/real-estate') {
  preloadProperties(filtersFromSearch(new URLSearchParams(arrivalQuery)));
} else if (arrivalPath?.startsWith('/property-details/')) {
  void loadDetail();
  if (arrivalPropertyId) preloadProperty(arrivalPropertyId);
}

/** Every route of this remote in the manifest (shared/src/config/apps.json), with its page. */
const PAGES: RemotePages<'realestate', ComponentType> = {
  '/real-estate': RealEstatePage,
  '/property-details/:id': PropertyDetailPage,
  '/wishlist': WishlistPage,
  '/post-property': PostPropertyPage,
  '/my-listings': MyListingsPage,
  '/saved-searches': SavedSearchesPage,
  '/saved-searches/unsubscribe/:token': UnsubscribePage,
};

/** The routes this remote owns; exposed to the shell as './Routes'. */
export default function RealestateRoutes() {
  // Hearts given while logged out join the account on the first page of this remote after login.
  useWishlistMerge();
  return <PageRoutes pages={PAGES} />;
}
