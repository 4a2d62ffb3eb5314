import { lazy, type ComponentType } from 'react';
import type { RemotePages } from '@marketplace/shared/config';
import { PageRoutes } from '@marketplace/shared/ui';
import { contentOfPath, loadCataloguePage } from '../lib/catalogue-data';

// Each page is its own chunk, so visiting one page downloads only that page's code. The chunk is
// named after its route (build-tools/page-files.ts): the servers then write its files into the
// page and the shell's first script preloads them with the remote's. /construction/:packageName
// shares /constructions/:packageName's chunk, so only the latter's files are named.
const AboutPage = lazy(
  () => import(/* webpackChunkName: "page-about" */ '../features/about/components/AboutPage'),
);
const CareersPage = lazy(
  () => import(/* webpackChunkName: "page-careers" */ '../features/careers/components/CareersPage'),
);
const ConstructionPackagePage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-constructions-packageName" */ '../features/constructions/components/ConstructionPackagePage'
    ),
);
const ConstructionsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-constructions" */ '../features/constructions/components/ConstructionsPage'
    ),
);
const ContactPage = lazy(
  () => import(/* webpackChunkName: "page-contact" */ '../features/contact/components/ContactPage'),
);
const HomePage = lazy(
  () => import(/* webpackChunkName: "page" */ '../features/home/components/HomePage'),
);
const HomecarePage = lazy(
  () =>
    import(/* webpackChunkName: "page-homecare" */ '../features/homecare/components/HomecarePage'),
);
const InteriorDesignPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-interior-design-serviceName" */ '../features/interior/components/InteriorDesignPage'
    ),
);
const InteriorPage = lazy(
  () =>
    import(/* webpackChunkName: "page-interior" */ '../features/interior/components/InteriorPage'),
);
const PrivacyPolicyPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-privacy-policy" */ '../features/legal/components/PrivacyPolicyPage'
    ),
);
const TermsPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-Terms-and-condition" */ '../features/legal/components/TermsPage'
    ),
);
const MaintenancePage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-maintenance" */ '../features/maintenance/components/MaintenancePage'
    ),
);
const MaintenanceServicePage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-maintenance-serviceName" */ '../features/maintenance/components/MaintenanceServicePage'
    ),
);
const ReviewsPage = lazy(
  () => import(/* webpackChunkName: "page-reviews" */ '../features/reviews/components/ReviewsPage'),
);
const ServiceDetailPage = lazy(
  () =>
    import(
      /* webpackChunkName: "page-services-serviceName" */ '../features/services/components/ServiceDetailPage'
    ),
);

// Arriving on a catalogue page, its content is asked for now, while this module is evaluated
// (the shell's first script preloaded it: this request takes that answer), not once React renders
// the page: its first render then usually draws the content, not a spinner.
const arrivalPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
const arrivalContent = contentOfPath(arrivalPath);
if (arrivalContent) loadCataloguePage(arrivalContent);

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
