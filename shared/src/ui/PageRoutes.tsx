import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteName, RemotePages } from '../config/apps';
import { PageContainer, PageHeading } from './PageContainer';
import { NOT_IN_THIS_RELEASE } from './skew-message';
import { Spinner } from './Spinner';

interface PageRoutesProps<R extends RemoteName> {
  /** One page per route the manifest gives this remote (shared/src/config/apps.json). */
  pages: RemotePages<R, ComponentType>;
  /** The spinner's label while a page downloads, from the remote's catalogue. */
  loadingLabel: string;
}

/**
 * The shell sent a path here that this release of the remote has no page for: the shell was
 * deployed with a route the remote has not shipped yet (version skew). The rest of the site works.
 */
function NotInThisRelease() {
  return (
    <PageContainer>
      <PageHeading>{NOT_IN_THIS_RELEASE.title}</PageHeading>
      <p>{NOT_IN_THIS_RELEASE.text}</p>
    </PageContainer>
  );
}

/**
 * A remote's <Routes>, built from its page table: the table's type demands exactly the manifest's
 * paths, so a route without a page, or a page without a route, does not compile. Pages are
 * usually `lazy`, hence the spinner while one downloads.
 */
export function PageRoutes<R extends RemoteName>({ pages, loadingLabel }: PageRoutesProps<R>) {
  const entries = Object.entries(pages) as [string, ComponentType][];
  return (
    <Suspense fallback={<Spinner label={loadingLabel} />}>
      <Routes>
        {entries.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotInThisRelease />} />
      </Routes>
    </Suspense>
  );
}
