import { lazy, type ComponentType } from 'react';
import type { RemotePages } from '@marketplace/shared/config';
import { PageRoutes } from '@marketplace/shared/ui';

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

/** Every route of this remote in the manifest (shared/src/config/apps.json), with its page. */
const PAGES: RemotePages<'catalogue', ComponentType> = {
  '/': HomePage,
  '/homecare': HomecarePage,
  '/maintenance': MaintenancePage,
  '/maintenance/:serviceName': MaintenanceServicePage,
  '/services/:serviceName': ServiceDetailPage,
  '/constructions': ConstructionsPage,
  '/constructions/:packageName': ConstructionPackagePage,
  '/construction/:packageName': ConstructionPackagePage,
  '/interior': InteriorPage,
  '/interior-design/:serviceName': InteriorDesignPage,
  '/careers': CareersPage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/Terms-and-condition': TermsPage,
  '/reviews': ReviewsPage,
};

/** The routes this remote owns; exposed to the shell as './Routes'. */
export default function CatalogueRoutes() {
  return <PageRoutes pages={PAGES} />;
}
