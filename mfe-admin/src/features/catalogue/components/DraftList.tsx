import styled from 'styled-components';
import { CataloguePicture } from '@marketplace/shared/catalogue-cards';
import { isPricedKind, type AdminCatalogueItem } from '@marketplace/shared/contracts';
import { missingTranslations, type CataloguePrice } from '@marketplace/shared/catalogue-schemas';
import { Button, useMessages } from '@marketplace/shared/ui';
import { KINDS } from '../kinds';
import { catalogueTabCatalogue } from '../catalogue';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $hidden: boolean }>`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $hidden }) => ($hidden ? theme.colors.surface : theme.colors.background)};

  img,
  .thumb {
    width: 72px;
    height: 45px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Badge = styled.span<{ $tone: 'ok' | 'draft' | 'muted' | 'warn' }>`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $tone }) =>
    $tone === 'ok'
      ? theme.colors.success
      : $tone === 'muted'
        ? theme.colors.textMuted
        : theme.colors.text};
  background: ${({ theme, $tone }) =>
    $tone === 'ok'
      ? '#ecfdf3'
      : $tone === 'draft'
        ? theme.colors.accentSoft
        : $tone === 'warn'
          ? '#fff4e5'
          : theme.colors.surfaceAlt};
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A translated field's label in the admin's language. */
function labelOf(T: { fieldLabels: Record<string, string> }, path: string): string {
  return T.fieldLabels[path] ?? path;
}

export interface DraftListProps {
  items: AdminCatalogueItem[];
  /** While any row's change is under way, every row's buttons wait. */
  busy: boolean;
  onEdit: (item: AdminCatalogueItem) => void;
  onToggleVisible: (item: AdminCatalogueItem) => void;
  onMove: (item: AdminCatalogueItem, direction: 'up' | 'down') => void;
}

/** The drafts of one kind in display order, each with its state, Edit, Hide/Show and the order. */
export function DraftList({ items, busy, onEdit, onToggleVisible, onMove }: DraftListProps) {
  const T = useMessages(catalogueTabCatalogue);
  return (
    <List aria-label={T.listLabel}>
      {items.map((item, index) => {
        const info = KINDS[item.kind];
        const title = info.title(item.body) || item.key;
        const picture = typeof item.body.picture === 'string' ? item.body.picture : null;
        const price = isPricedKind(item.kind) ? (item.body.price as CataloguePrice) : null;
        const missing = missingTranslations(item.kind, item.body, item.translations.hi);
        const translated = item.translations.hi !== undefined;
        return (
          <Row key={item.id} $hidden={!item.visible} aria-label={title}>
            {picture ? (
              <CataloguePicture src={picture} alt="" width={72} height={45} fallback={null} />
            ) : (
              <span className="thumb" />
            )}
            <div>
              <h4>{title}</h4>
              {price ? <p>{T.price(price)}</p> : null}
              <Badges>
                <Badge $tone={item.state === 'published' ? 'ok' : 'draft'}>
                  {T.states[item.state]}
                </Badge>
                {!item.visible ? <Badge $tone="muted">{T.hidden}</Badge> : null}
                {missing.length > 0 ? (
                  <Badge
                    $tone="warn"
                    title={T.hindiMissingFields(
                      missing.map((field) => labelOf(T, field.path)).join(', '),
                    )}
                  >
                    {translated ? T.hindiIncomplete(missing.length) : T.hindiMissing}
                  </Badge>
                ) : null}
              </Badges>
            </div>
            <Actions>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onEdit(item)}>
                {T.edit}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => onToggleVisible(item)}
              >
                {item.visible ? T.hide : T.show}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={T.moveUp(title)}
                disabled={busy || index === 0}
                onClick={() => onMove(item, 'up')}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={T.moveDown(title)}
                disabled={busy || index === items.length - 1}
                onClick={() => onMove(item, 'down')}
              >
                ↓
              </Button>
            </Actions>
          </Row>
        );
      })}
    </List>
  );
}
