import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ResponseSchema } from '@marketplace/shared/api-client';
import type { CataloguePage } from '@marketplace/shared/contracts-catalogue';
import { Spinner, useMessages } from '@marketplace/shared/ui';
import { componentCatalogue } from './catalogue';
import { useCataloguePage, type PageAnswers } from '../lib/catalogue-data';

// Downloaded only when a page's content could not be read, not with every page.
const LoadFailed = lazy(() => import('./LoadFailed'));

/** Holds the page's height while its content is read, so the footer does not jump up and back. */
const Waiting = styled.div`
  min-height: 100vh;
`;

export interface CatalogueContentProps<P extends CataloguePage> {
  page: P;
  /** The page's check of its answer (from @marketplace/shared/contracts-catalogue). */
  answer: ResponseSchema<PageAnswers[P]>;
  children: (data: PageAnswers[P]) => ReactNode;
}

/**
 * Draws a page from its published content: the content once read, a spinner while it is being
 * read for the first time, or what went wrong with a way to try again.
 */
export function CatalogueContent<P extends CataloguePage>({
  page,
  answer,
  children,
}: CatalogueContentProps<P>) {
  const { data, error, retry } = useCataloguePage(page, answer);
  const M = useMessages(componentCatalogue).data;
  if (data) return <>{children(data)}</>;
  if (error) {
    return (
      <Suspense fallback={<Spinner label={M.loading} />}>
        <LoadFailed message={error.message} onRetry={retry} />
      </Suspense>
    );
  }
  return (
    <Waiting>
      <Spinner label={M.loading} />
    </Waiting>
  );
}
