import { lazy, type ComponentType } from 'react';
import type { RemotePages } from '@marketplace/shared/config';
import { PageRoutes } from '@marketplace/shared/ui';
import { AdminGate } from '../features/access/components/AdminGate';

// Each page is its own chunk, so visiting one page downloads only that page's code, named after
// its route (build-tools/page-files.ts) so the shell can preload it with the remote. The access
// gate is not: a visitor it sends to /login downloads none of the administration's code (its
// contracts, zod, swr), only this module (/admin's bytes and first paint); the shell's
// first script preloads the page only for a visitor holding a session (apps.json loginFirst).
const AdminPage = lazy(() => import(/* webpackChunkName: "page-admin" */ './AdminPage'));

function GatedAdminPage() {
  return (
    <AdminGate>
      <AdminPage />
    </AdminGate>
  );
}

/** Every route of this remote in the manifest (shared/src/config/apps.json), with its page. */
const PAGES: RemotePages<'admin', ComponentType> = {
  '/admin/*': GatedAdminPage,
};

/** The routes this remote owns; exposed to the shell as './Routes'. */
export default function AdminRoutes() {
  return <PageRoutes pages={PAGES} />;
}
