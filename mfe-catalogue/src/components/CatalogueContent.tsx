import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CataloguePage } from '@marketplace/shared/contracts-catalogue';
import { Button, PageContainer, Spinner } from '@marketplace/shared/ui';
import { RepeatIcon } from '@marketplace/shared/icons';
import { CATALOGUE_DATA_MESSAGES as M } from '../lib/catalogue-data-messages';
import { useCataloguePage, type PageAnswers } from '../lib/catalogue-data';
import { StatusPanel } from './StatusPanel';

/** Holds the page's height while its content is read, so the footer does not jump up and back. */
const Waiting = styled.div`
  min-height: 100vh;
`;

export interface CatalogueContentProps<P extends CataloguePage> {
  page: P;
  children: (data: PageAnswers[P]) => ReactNode;
}

/**
 * Draws a page from its published content: the content once read, a spinner while it is being
 * read for the first time, or what went wrong with a way to try again.
 */
export function CatalogueContent<P extends CataloguePage>({
  page,
  children,
}: CatalogueContentProps<P>) {
  const { data, error, retry } = useCataloguePage(page);
  if (data) return <>{children(data)}</>;
  if (error) {
    return (
      <PageContainer>
        <StatusPanel
          icon={RepeatIcon}
          title={M.errorTitle}
          action={<Button onClick={retry}>{M.retry}</Button>}
        >
          {error.message}
        </StatusPanel>
      </PageContainer>
    );
  }
  return (
    <Waiting>
      <Spinner label={M.loading} />
    </Waiting>
  );
}
