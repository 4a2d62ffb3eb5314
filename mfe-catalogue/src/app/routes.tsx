import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@marketplace/shared/ui';

// Each page is its own chunk, so visiting one page downloads only that page's code.
const AboutPage = lazy(() => import('../features/about/components/AboutPage'));
const CareersPage = lazy(() => import('../features/careers/components/CareersPage'));
const ConstructionPackagePage = lazy(
  () => import('../features/constructions/components/ConstructionPackagePage'),
);
const ConstructionsPage = lazy(
  () => import('../features/constructions/components/ConstructionsPage'),
);
const ContactPage = lazy(() => import('../features/contact/components/ContactPage'));
const HomePage = lazy(() => import('../features/home/components/HomePage'));
const HomecarePage = lazy(() => import('../features/homecare/components/HomecarePage'));
const InteriorDesignPage = lazy(() => import('../features/interior/components/InteriorDesignPage'));
const InteriorPage = lazy(() => import('../features/interior/components/InteriorPage'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/components/PrivacyPolicyPage'));
const TermsPage = lazy(() => import('../features/legal/components/TermsPage'));
const MaintenancePage = lazy(() => import('../features/maintenance/components/MaintenancePage'));
const MaintenanceServicePage = lazy(
  () => import('../features/maintenance/components/MaintenanceServicePage'),
);
const ReviewsPage = lazy(() => import('../features/reviews/components/ReviewsPage'));
const ServiceDetailPage = lazy(() => import('../features/services/components/ServiceDetailPage'));

/** The routes this remote owns (docs/architecture.md "Routes and who owns them"); exposed to the shell as './Routes'. */
export default function CatalogueRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/homecare" element={<HomecarePage />} />
        <Route path="/maintenance" element={<MaintenancePage />} />
        <Route path="/maintenance/:serviceName" element={<MaintenanceServicePage />} />
        <Route path="/services/:serviceName" element={<ServiceDetailPage />} />
        <Route path="/constructions" element={<ConstructionsPage />} />
        <Route path="/constructions/:packageName" element={<ConstructionPackagePage />} />
        <Route path="/construction/:packageName" element={<ConstructionPackagePage />} />
        <Route path="/interior" element={<InteriorPage />} />
        <Route path="/interior-design/:serviceName" element={<InteriorDesignPage />} />
        <Route path="/careers" element={<CareersPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/Terms-and-condition" element={<TermsPage />} />
        <Route path="/reviews" element={<ReviewsPage />} />
      </Routes>
    </Suspense>
  );
}
