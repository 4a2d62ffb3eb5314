// One saved search: its name and filters in words, its new listings, and what can be done with it
// (open, e-mails on or off, rename, delete). Every change is the api's: the list is asked again after.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@marketplace/shared/contracts-properties';
import { Button, notify, useMessages } from '@marketplace/shared/ui';
import { cardCatalogue } from '../../../components/catalogue';
import { deleteSavedSearch, markSavedSearchSeen, updateSavedSearch } from '../api/saved-searches';
import { savedSearchesCatalogue } from '../catalogue';
import { searchSummary } from '../../../lib/search-summary';
import * as S from './saved-searches-styles';

type Mode = 'view' | 'rename' | 'delete';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function SavedSearchCard({
  search,
  onChange,
}: {
  search: SavedSearch;
  onChange: () => void;
}) {
  const { list: t, summary } = useMessages(savedSearchesCatalogue);
  const facts = useMessages(cardCatalogue).facts;
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(search.name);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  /** Runs one change; a refusal stays beside the search, with what was typed kept. */
  const change = async (work: () => Promise<{ msg?: string }>, after: Mode = 'view') => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await work();
      if (answer.msg) notify.success(answer.msg);
      setMode(after);
      onChange();
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFailure(t.nameRequired);
    void change(() => updateSavedSearch(search.id, { name: name.trim() }));
  };

  return (
    <S.Card aria-labelledby={`${id}-name`}>
      <S.Top>
        <S.Name id={`${id}-name`}>{search.name}</S.Name>
        <S.NewCount $fresh={search.new_count > 0}>{t.newCount(search.new_count)}</S.NewCount>
      </S.Top>
      <S.Filters>
        {searchSummary(search.query, summary, facts.labels).map((phrase) => (
          <li key={phrase}>{phrase}</li>
        ))}
      </S.Filters>
      <S.Meta>{t.savedOn(facts.date(search.created_at))}</S.Meta>

      {mode === 'rename' ? (
        <S.RenameForm onSubmit={rename}>
          <label htmlFor={`${id}-rename`}>{t.nameLabel}</label>
          <input
            id={`${id}-rename`}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={busy}>
            {t.save}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setMode('view')}>
            {t.cancel}
          </Button>
        </S.RenameForm>
      ) : null}

      {mode === 'delete' ? (
        <S.Confirm role="group" aria-label={t.delete}>
          <p>{t.confirmDelete(search.name)}</p>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void change(() => deleteSavedSearch(search.id))}
          >
            {t.delete}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setMode('view')}>
            {t.cancel}
          </Button>
        </S.Confirm>
      ) : null}

      {failure ? <S.Failure role="alert">{failure}</S.Failure> : null}

      <S.Actions>
        <Button
          as={Link}
          size="sm"
          to={`${paths.realEstate()}?${search.query}`}
          // The list is asked again once the api has it, so coming back shows the count reset.
          onClick={() => void markSavedSearchSeen(search.id).then(onChange, () => undefined)}
        >
          {t.open}
        </Button>
        <S.Toggle>
          <input
            type="checkbox"
            checked={search.alerts}
            disabled={busy}
            onChange={(event) => {
              const alerts = event.target.checked;
              void change(() => updateSavedSearch(search.id, { alerts }));
            }}
          />
          {t.emails}
        </S.Toggle>
        <Button variant="ghost" size="sm" onClick={() => setMode('rename')}>
          {t.rename}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setMode('delete')}>
          {t.delete}
        </Button>
      </S.Actions>
    </S.Card>
  );
}
