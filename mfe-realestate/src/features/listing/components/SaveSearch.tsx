// "Save search" on the listing (docs/decisions/saved-search-alerts.md): a small button that opens
// a name field, suggested from the filters; saved, the search's new listings come by e-mail.
// Logged out, the button leads to the login page, which brings the visitor back to this search.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isApiError } from '@marketplace/shared/api-client';
import { paths } from '@marketplace/shared/config';
import {
  SAVED_SEARCH_ERROR_CODES,
  SAVED_SEARCH_NAME_MAX,
} from '@marketplace/shared/contracts-properties';
import { BellIcon } from '@marketplace/shared/icons';
import { useSession } from '@marketplace/shared/session';
import { Button, notify, useMessages } from '@marketplace/shared/ui';
import { saveSearch } from '../api/save-search';
import { listingCatalogue } from '../catalogue';
import * as S from './save-search-styles';
import { ownPaths } from '../../../lib/own-paths';

interface Failure {
  message: string;
  /** The refusal is about the searches already kept: offer the way to them. */
  manage: boolean;
}

export function SaveSearch({ query }: { query: string }) {
  const { saveSearch: t } = useMessages(listingCatalogue);
  const { token } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const errorId = `${panelId}-error`;

  if (!token) {
    return (
      <Button
        as={Link}
        to={paths.login(`${location.pathname}${location.search}`)}
        variant="ghost"
        size="sm"
      >
        <BellIcon size={16} />
        {t.button}
      </Button>
    );
  }

  if (saved) {
    return (
      <S.Saved role="status">
        <BellIcon size={16} />
        {t.saved} <Link to={ownPaths.savedSearches()}>{t.manage}</Link>
      </S.Saved>
    );
  }

  const close = () => {
    setOpen(false);
    setFailure(null);
    toggleRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!name.trim()) {
      setFailure({ message: t.nameRequired, manage: false });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const answer = await saveSearch(name.trim(), query);
      setSaved(true);
      setOpen(false);
      notify.success(answer.msg);
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      setFailure({
        message: error instanceof Error ? error.message : t.failed,
        manage:
          code === SAVED_SEARCH_ERROR_CODES.limit || code === SAVED_SEARCH_ERROR_CODES.duplicate,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <S.Wrapper>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) return close();
          setName(t.suggestedName(query));
          setOpen(true);
        }}
      >
        <BellIcon size={16} />
        {t.button}
      </Button>
      {open ? (
        <S.Panel
          id={panelId}
          aria-label={t.formLabel}
          onSubmit={(event) => void submit(event)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <label htmlFor={`${panelId}-name`}>{t.nameLabel}</label>
          <input
            id={`${panelId}-name`}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            autoFocus
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? errorId : `${panelId}-hint`}
            onChange={(event) => setName(event.target.value)}
          />
          {failure ? (
            <S.Error id={errorId} role="alert">
              {failure.message}{' '}
              {failure.manage ? <Link to={ownPaths.savedSearches()}>{t.manage}</Link> : null}
            </S.Error>
          ) : (
            <S.Hint id={`${panelId}-hint`}>{t.hint}</S.Hint>
          )}
          <S.Actions>
            <Button type="button" variant="ghost" size="sm" onClick={close}>
              {t.cancel}
            </Button>
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? t.saving : t.save}
            </Button>
          </S.Actions>
        </S.Panel>
      ) : null}
    </S.Wrapper>
  );
}
