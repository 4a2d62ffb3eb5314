import { lazy, type ComponentType } from 'react';
import type { RemotePages } from '@marketplace/shared/config';
import { PageRoutes } from '@marketplace/shared/ui';

// Each page is its own chunk, so visiting one page downloads only that page's code.
const AdminPage = lazy(() => import('./AdminPage'));

/** Every route of this remote in the manifest (shared/src/config/apps.json), with its page. */
const PAGES: RemotePages<'admin', ComponentType> = {
  '/admin/*': AdminPage,
};

/** The routes this remote owns; exposed to the shell as './Routes'. */
export default function AdminRoutes() {
  return <PageRoutes pages={PAGES} />;
}
