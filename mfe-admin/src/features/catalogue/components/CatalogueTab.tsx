// The Catalogue tab (docs/decisions/catalogue-content-model.md): every kind of catalogue item,
// searched, created, edited with a live preview, hidden and reordered as drafts; Publish for
// admins (managers see why they cannot); the versions with Restore.
import { useDeferredValue, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import styled from 'styled-components';
import {
  CATALOGUE_KINDS,
  type AdminCatalogueItem,
  type CatalogueKind,
} from '@marketplace/shared/contracts';
import { missingTranslations } from '@marketplace/shared/catalogue-schemas';
import { useSession } from '@marketplace/shared/session';
import { Button, Spinner, useMessages } from '@marketplace/shared/ui';
import { ErrorBanner, SuccessBanner } from '../../../components/Banner';
import { FilterBar } from '../../../components/FilterBar';
import { errorMessage } from '../../../lib/error-message';
import { useFlash } from '../../../lib/use-flash';
import {
  fetchDrafts,
  moveDraft,
  publishCatalogue,
  restoreVersion,
  saveDraft,
  type SavedDraft,
} from '../api/catalogue-admin';
import { catalogueTabCatalogue } from '../catalogue';
import { DraftEditor } from './DraftEditor';
import { DraftList } from './DraftList';
import { VERSIONS_KEY, VersionsPanel } from './VersionsPanel';

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;

const Toolbar = styled(FilterBar)`
  margin-top: ${({ theme }) => theme.space.md};

  label {
    flex: 1 1 14rem;
  }
`;

/** A checkbox beside its text, in the toolbar whose labels stack their control under the text. */
const Check = styled.label`
  && {
    display: flex;
    flex: 0 1 auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
  }

  && input {
    width: 1.25rem;
    height: 1.25rem;
    min-height: 0;
  }
`;

type Editing = { item: AdminCatalogueItem | null } | null;

export function CatalogueTab() {
  const T = useMessages(catalogueTabCatalogue);
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const [kind, setKind] = useState<CatalogueKind>('service');
  const [q, setQ] = useState('');
  const [lackingHindiOnly, setLackingHindiOnly] = useState(false);
  const query = useDeferredValue(q);
  const [editing, setEditing] = useState<Editing>(null);
  const [showVersions, setShowVersions] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();
  const { mutate } = useSWRConfig();
  const drafts = useSWR(['admin-catalogue', kind, query], () => fetchDrafts({ kind, q: query }));
  // The home services a maintenance service may suggest (its Explore more).
  const services = useSWR(kind === 'maintenance' ? ['admin-catalogue', 'service', ''] : null, () =>
    fetchDrafts({ kind: 'service', q: '' }),
  );

  const refresh = () =>
    Promise.all([
      mutate((key) => Array.isArray(key) && key[0] === 'admin-catalogue'),
      mutate(VERSIONS_KEY),
    ]);

  /** Runs a change, then shows its message (or its failure) and the lists as they are now. */
  const run = async (change: () => Promise<{ msg: string }>) => {
    setBusy(true);
    setError(null);
    try {
      const { msg } = await change();
      showFlash(msg);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  const onSaved = (saved: SavedDraft) => {
    setEditing(null);
    showFlash(saved.msg);
    void refresh();
  };

  const listError = drafts.error ? errorMessage(drafts.error) : null;
  const list = drafts.data;
  const lackingHindi = (list?.items ?? []).filter(
    (item) => missingTranslations(item.kind, item.body, item.translations.hi).length > 0,
  );
  const shown = lackingHindiOnly ? lackingHindi : list?.items;

  return (
    <section aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading">{T.heading}</h2>
      <p>{T.intro}</p>
      <Status>
        <div>
          <p>
            {list?.published
              ? T.published(
                  list.published.id,
                  T.when(list.published.published_at),
                  list.published.published_by,
                )
              : list
                ? T.neverPublished
                : T.loading}
          </p>
          {list ? <p role="status">{T.unpublished(list.unpublished)}</p> : null}
          {!isAdmin ? <p>{T.publishOnlyAdmins}</p> : null}
        </div>
        <div>
          <Button
            disabled={!isAdmin || busy}
            aria-busy={busy}
            onClick={() => void run(publishCatalogue)}
          >
            {busy ? T.publishing : T.publish}
          </Button>{' '}
          <Button
            variant="secondary"
            aria-expanded={showVersions}
            onClick={() => setShowVersions((open) => !open)}
          >
            {showVersions ? T.hideVersions : T.versions}
          </Button>
        </div>
      </Status>
      {flash ? <SuccessBanner>{flash}</SuccessBanner> : null}
      {(error ?? listError) ? <ErrorBanner>{error ?? listError}</ErrorBanner> : null}
      {showVersions ? (
        <VersionsPanel
          canRestore={isAdmin}
          busy={busy}
          onRestore={(id) => {
            if (window.confirm(T.restoreConfirm(id))) void run(() => restoreVersion(id));
          }}
        />
      ) : null}
      {editing ? (
        <DraftEditor
          key={editing.item?.id ?? `new-${kind}`}
          kind={kind}
          item={editing.item}
          services={(services.data?.items ?? []).map((item) => ({
            key: item.key,
            name: String(item.body.name ?? item.key),
          }))}
          onSaved={onSaved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <Toolbar>
            <label>
              {T.kind}
              <select
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value as CatalogueKind);
                  setQ('');
                }}
              >
                {CATALOGUE_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {T.kinds[value]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {T.search}
              <input type="search" value={q} onChange={(event) => setQ(event.target.value)} />
            </label>
            <Check>
              <input
                type="checkbox"
                checked={lackingHindiOnly}
                onChange={(event) => setLackingHindiOnly(event.target.checked)}
              />
              {T.lacksHindiOnly}
            </Check>
            <Button onClick={() => setEditing({ item: null })}>{T.newItem}</Button>
          </Toolbar>
          {list ? <p role="status">{T.lacksHindiCount(lackingHindi.length)}</p> : null}
          {!list && !listError ? <Spinner label={T.loading} /> : null}
          {shown && shown.length === 0 ? (
            <p>{query.trim() ? T.noMatch(query.trim()) : T.empty}</p>
          ) : null}
          {shown && shown.length > 0 ? (
            <DraftList
              items={shown}
              busy={busy}
              onEdit={(item) => setEditing({ item })}
              onToggleVisible={(item) => void run(() => saveDraft(item, item.body, !item.visible))}
              onMove={(item, direction) => void run(() => moveDraft(item, direction))}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
