// /saved-searches: the account's saved searches, newest first, each with the number of listings
// that went live since it was last opened (docs/decisions/saved-search-alerts.md).
import { Link } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { Button, PageContainer, PageHeading, Spinner, useMessages } from '@marketplace/shared/ui';
import { StatusPanel } from '@marketplace/shared/status-panel';
import { useSavedSearches } from '../api/saved-searches';
import { savedSearchesCatalogue } from '../catalogue';
import { SavedSearchCard } from './SavedSearchCard';
import * as S from './saved-searches-styles';

export default function SavedSearchesPage() {
  const t = useMessages(savedSearchesCatalogue).list;
  const searches = useSavedSearches();

  let content;
  if (searches.error && !searches.data) {
    content = (
      <StatusPanel
        framed
        tone="danger"
        title={t.errorTitle}
        actions={<Button onClick={() => void searches.mutate()}>{t.tryAgain}</Button>}
      >
        {searches.error instanceof Error ? searches.error.message : String(searches.error)}
      </StatusPanel>
    );
  } else if (!searches.data) {
    content = <Spinner label={t.loading} />;
  } else if (searches.data.length === 0) {
    content = (
      <StatusPanel
        framed
        title={t.emptyTitle}
        actions={
          <Button as={Link} to={paths.realEstate()}>
            {t.browse}
          </Button>
        }
      >
        {t.emptyText}
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
      <PageHeading>{t.heading}</PageHeading>
      <S.Intro>{t.intro}</S.Intro>
      {content}
    </PageContainer>
  );
}
