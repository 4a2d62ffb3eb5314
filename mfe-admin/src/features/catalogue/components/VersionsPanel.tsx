import useSWR from 'swr';
import styled from 'styled-components';
import { Button, Spinner, useMessages } from '@marketplace/shared/ui';
import { ErrorBanner } from '../../../components/Banner';
import { errorMessage } from '../../../lib/error-message';
import { fetchVersions } from '../api/catalogue-admin';
import { catalogueTabCatalogue } from '../catalogue';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  p {
    margin: 0;
  }
`;

export const VERSIONS_KEY = 'admin-catalogue-versions';

export interface VersionsPanelProps {
  canRestore: boolean;
  busy: boolean;
  onRestore: (id: number) => void;
}

/** Every publish with who and when; an admin can restore any earlier one. */
export function VersionsPanel({ canRestore, busy, onRestore }: VersionsPanelProps) {
  const T = useMessages(catalogueTabCatalogue);
  const versions = useSWR(VERSIONS_KEY, fetchVersions);
  if (versions.error) {
    return <ErrorBanner>{errorMessage(versions.error)}</ErrorBanner>;
  }
  if (!versions.data) return <Spinner label={T.loadingVersions} />;
  const current = versions.data[0]?.id;
  return (
    <section aria-label={T.versionsLabel}>
      {!canRestore ? <p>{T.restoreOnlyAdmins}</p> : null}
      <List>
        {versions.data.map((version) => (
          <li key={version.id}>
            <div>
              <p>
                <strong>{T.version(version.id)}</strong>
                {version.id === current ? ` · ${T.current}` : ''}
              </p>
              <p>
                {T.when(version.published_at)} {T.by(version.published_by)}
                {version.restored_from !== null
                  ? ` · ${T.restoredFrom(version.restored_from)}`
                  : ''}
                {version.published_by === null && version.restored_from === null
                  ? ` · ${T.startingContent}`
                  : ''}
                {` · ${T.items(version.items)}`}
              </p>
            </div>
            {canRestore && version.id !== current ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`${T.restore}: ${T.version(version.id)}`}
                onClick={() => onRestore(version.id)}
              >
                {T.restore}
              </Button>
            ) : null}
          </li>
        ))}
      </List>
    </section>
  );
}
