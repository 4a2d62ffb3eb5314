import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteName, RemotePages } from '../config/apps';
import { PageContainer, PageHeading } from './PageContainer';
import { NOT_IN_THIS_RELEASE } from './skew-message';

interface PageRoutesProps<R extends RemoteName> {
  /** One page per route the manifest gives this remote (shared/src/config/apps.json). */
  pages: RemotePages<R, ComponentType>;
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
 * usually `lazy`: while one downloads, the shell's area of the remote shows its spinner, labelled
 * from the shell's catalogue (the remote needs no texts of its own for it).
 */
export function PageRoutes<R extends RemoteName>({ pages }: PageRoutesProps<R>) {
  const entries = Object.entries(pages) as [string, ComponentType][];
  return (
    <Routes>
      {entries.map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotInThisRelease />} />
    </Routes>
  );
}
