// /admin for a manager or an admin (the access gate in routes.tsx lets only them reach it): the
// heading and the tabs (Properties; Catalogue; Users for admins only; Bookings; Enquiries with
// the number still open; Listing reviews with the number waiting; Site health for admins only). Each tab has its own address under /admin.
import { lazy, Suspense } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { paths } from '@marketplace/shared/config';
import { useSession } from '@marketplace/shared/session';
import {
  PageContainer,
  PageHeading,
  Spinner,
  focusRing,
  useMessages,
} from '@marketplace/shared/ui';
import { UNHANDLED_KEY, fetchEnquiries } from '../features/enquiries/api/enquiries';
import { fetchReviewQueue, reviewQueueKey } from '../features/reviews/api/review-queue';
import { adminPageCatalogue } from './catalogue';

// Each tab is its own chunk: /admin downloads the gate and the tab it opens, not all four
// (a route adds at most 60 KB to what / loaded: docs/performance.md).
const PropertiesTab = lazy(() =>
  import('../features/properties/components/PropertiesTab').then((m) => ({
    default: m.PropertiesTab,
  })),
);
const UsersTab = lazy(() =>
  import('../features/users/components/UsersTab').then((m) => ({ default: m.UsersTab })),
);
const EnquiriesTab = lazy(() =>
  import('../features/enquiries/components/EnquiriesTab').then((m) => ({
    default: m.EnquiriesTab,
  })),
);
const CatalogueTab = lazy(() =>
  import('../features/catalogue/components/CatalogueTab').then((m) => ({
    default: m.CatalogueTab,
  })),
);
const BookingsTab = lazy(() =>
  import('../features/bookings/components/BookingsTab').then((m) => ({ default: m.BookingsTab })),
);
const ReviewsTab = lazy(() =>
  import('../features/reviews/components/ReviewsTab').then((m) => ({ default: m.ReviewsTab })),
);
const SiteHealthTab = lazy(() =>
  import('../features/health/components/SiteHealthTab').then((m) => ({
    default: m.SiteHealthTab,
  })),
);

// The tabs wrap onto a second row on a phone rather than scroll sideways: a row that scrolls
// gives no sign that a tab (and the Enquiries count) is hidden past the edge.
const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  &.active {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

const TabPanel = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

export default function AdminPage() {
  const t = useMessages(adminPageCatalogue);
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const unhandled = useSWR(UNHANDLED_KEY, async () => {
    const page = await fetchEnquiries({ type: '', page: 1, limit: 1 });
    return page.unhandled;
  });
  // Page 1 of the queue, which the tab then shows at once; a refusal (403) leaves no count and
  // the tab says why.
  const waiting = useSWR(reviewQueueKey(1), () => fetchReviewQueue(1));
  const admin = paths.admin();
  return (
    <PageContainer>
      <PageHeading>{t.heading}</PageHeading>
      <Tabs aria-label={t.sections}>
        <Tab to={admin} end>
          {t.properties}
        </Tab>
        <Tab to={`${admin}/catalogue`}>{t.catalogue}</Tab>
        {isAdmin && <Tab to={`${admin}/users`}>{t.users}</Tab>}
        <Tab to={`${admin}/bookings`}>{t.bookings}</Tab>
        <Tab to={`${admin}/enquiries`}>
          {t.enquiries}
          {unhandled.data !== undefined && unhandled.data > 0 && (
            <Count aria-label={t.unhandled(unhandled.data)}>{unhandled.data}</Count>
          )}
        </Tab>
        <Tab to={`${admin}/reviews`}>
          {t.reviews}
          {waiting.data !== undefined && waiting.data.total > 0 && (
            <Count aria-label={t.waiting(waiting.data.total)}>{waiting.data.total}</Count>
          )}
        </Tab>
        {isAdmin && <Tab to={`${admin}/health`}>{t.health}</Tab>}
      </Tabs>
      <TabPanel>
        <Suspense fallback={<Spinner label={t.loading} />}>
          <Routes>
            <Route index element={<PropertiesTab />} />
            <Route
              path="users"
              element={isAdmin ? <UsersTab /> : <Navigate replace to={admin} />}
            />
            <Route path="catalogue" element={<CatalogueTab />} />
            <Route path="enquiries" element={<EnquiriesTab />} />
            <Route path="bookings" element={<BookingsTab />} />
            <Route path="reviews" element={<ReviewsTab />} />
            <Route
              path="health"
              element={isAdmin ? <SiteHealthTab /> : <Navigate replace to={admin} />}
            />
            <Route path="*" element={<Navigate replace to={admin} />} />
          </Routes>
        </Suspense>
      </TabPanel>
    </PageContainer>
  );
}
