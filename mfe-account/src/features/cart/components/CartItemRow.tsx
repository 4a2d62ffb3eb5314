import styled from 'styled-components';
import { formatInr } from '@marketplace/shared/config';
import { placeholderIcon, type CartItem } from '../cart-model';
import { useMessages } from '@marketplace/shared/ui';
import { cartCatalogue } from '../catalogue';

const Row = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr auto;
  gap: 1rem;
  align-items: center;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.5rem;
`;

const Thumb = styled.div`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 0.5rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 1.75rem;
`;

const Name = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1.05rem;
`;

const Muted = styled.p`
  margin: 0.15rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Side = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: end;
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;

  button {
    min-width: 2rem;
    min-height: 2rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0.25rem;
    background: transparent;
    cursor: pointer;
  }

  button:disabled {
    cursor: progress;
    opacity: 0.5;
  }
`;

/** What changed since the line was added: said in words, not only by colour. */
const Notice = styled.p<{ $tone: 'warning' | 'danger' }>`
  margin: 0.35rem 0 0;
  padding: 0.35rem 0.6rem;
  border-radius: 0.25rem;
  font-weight: 600;
  font-size: 0.9rem;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.surfaceAlt : theme.colors.accentSoft};
`;

const Remove = styled.button`
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
  text-decoration: underline;
`;

export interface CartItemRowProps {
  item: CartItem;
  onQuantity: (cartId: number, quantity: number) => void;
  onRemove: (cartId: number) => void;
  /** A change of this line is in flight: its controls wait for the server's answer. */
  busy?: boolean;
}

/** One cart line: placeholder image, name, description, type, price, stepper and line total. */
export function CartItemRow({ item, onQuantity, onRemove, busy = false }: CartItemRowProps) {
  const t = useMessages(cartCatalogue);
  const name = item.name || t.text.unknownItem;
  return (
    <Row aria-busy={busy}>
      <Thumb role="img" aria-label={t.text.imageOf(item.itemType)}>
        {placeholderIcon(item.itemType)}
      </Thumb>
      <div>
        <Name>{name}</Name>
        <Muted>{item.description || t.text.noDescription}</Muted>
        <Muted>{item.itemType}</Muted>
        <p>{formatInr(item.price)}</p>
        {item.available && item.priceWas !== null ? (
          <Notice $tone="warning" role="note">
            {t.text.priceChanged(formatInr(item.priceWas), formatInr(item.price))}
          </Notice>
        ) : null}
        {!item.available ? (
          <Notice $tone="danger" role="note">
            {t.text.unavailable}
          </Notice>
        ) : null}
      </div>
      <Side>
        <Stepper>
          <button
            type="button"
            aria-label={t.text.decrease(name)}
            disabled={busy || !item.available}
            onClick={() => onQuantity(item.id, item.quantity - 1)}
          >
            −
          </button>
          <output aria-label={t.text.quantity(name)}>{item.quantity}</output>
          <button
            type="button"
            aria-label={t.text.increase(name)}
            disabled={busy || !item.available}
            onClick={() => onQuantity(item.id, item.quantity + 1)}
          >
            +
          </button>
        </Stepper>
        <strong>{item.available ? formatInr(item.price * item.quantity) : '—'}</strong>
        <Remove
          type="button"
          aria-label={t.text.remove(name)}
          disabled={busy}
          onClick={() => onRemove(item.id)}
        >
          {t.text.removeButton}
        </Remove>
      </Side>
    </Row>
  );
}
