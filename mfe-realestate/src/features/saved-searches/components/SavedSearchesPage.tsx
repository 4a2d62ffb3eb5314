// /saved-searches: the account's saved searches, newest first, each with the number of listings
// that went live since it was last opened (docs/decisions/saved-search-alerts.md).
import { Link } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading, Spinner } from '@marketplace/shared/ui';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { useSavedSearches } from '../api/saved-searches';
import { SAVED_SEARCHES_TEXT } from '../messages';
import { SavedSearchCard } from './SavedSearchCard';
import * as S from './saved-searches-styles';

export default function SavedSearchesPage() {
  const searches = useSavedSearches();

  let content;
  if (searches.error && !searches.data) {
    content = (
      <StatusPanel
        framed
        tone="danger"
        title={SAVED_SEARCHES_TEXT.errorTitle}
        actions={
          <Button onClick={() => void searches.mutate()}>{SAVED_SEARCHES_TEXT.tryAgain}</Button>
        }
      >
        {searches.error instanceof Error ? searches.error.message : String(searches.error)}
      </StatusPanel>
    );
  } else if (!searches.data) {
    content = <Spinner label={SAVED_SEARCHES_TEXT.loading} />;
  } else if (searches.data.length === 0) {
    content = (
      <StatusPanel
        framed
        title={SAVED_SEARCHES_TEXT.emptyTitle}
        actions={
          <Button as={Link} to={paths.realEstate()}>
            {SAVED_SEARCHES_TEXT.browse}
          </Button>
        }
      >
        {SAVED_SEARCHES_TEXT.emptyText}
      </StatusPanel>
    );
  } else {
    content = (
      <S.List>
        {searches.data.map((search) => (
          <li key={search.id}>
            <SavedSearchCard search={search} onChange={() => void searches.mutate()} />
          </li>
        ))}
      </S.List>
    );
  }

  return (
    <PageContainer>
      <PageHeading>{SAVED_SEARCHES_TEXT.heading}</PageHeading>
      <S.Intro>{SAVED_SEARCHES_TEXT.intro}</S.Intro>
      {content}
    </PageContainer>
  );
}
