import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { computeCartSummary, formatInr, paths } from '@marketplace/shared/config';
import { displayName, type User } from '@marketplace/shared/session';
import { Button, useMessages } from '@marketplace/shared/ui';
import { cartCatalogue } from '../catalogue';

const Panel = styled.aside`
  display: grid;
  gap: 0.75rem;
  align-self: start;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.75rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 700;
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.4rem 1rem;
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
  }
`;

export interface OrderSummaryProps {
  user: User;
  totalItems: number;
  subtotal: number;
  /** The cart holds an item that can no longer be booked. */
  blocked?: boolean;
  onCheckout: () => void;
  onClear: () => void;
}

/** Subtotal, the flat service fee, 8 % tax (rounded) and the total, all in rupees. */
export function OrderSummary({
  user,
  totalItems,
  subtotal,
  blocked = false,
  onCheckout,
  onClear,
}: OrderSummaryProps) {
  const t = useMessages(cartCatalogue);
  const name = displayName(user);
  const summary = computeCartSummary(subtotal);
  return (
    <Panel aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t.text.summary}</h2>
      <div>
        <Avatar aria-hidden="true">{name.charAt(0).toUpperCase()}</Avatar>
        <p>{name}</p>
        <p>{user.email}</p>
      </div>
      <Lines>
        <dt>{t.text.items}</dt>
        <dd>{totalItems}</dd>
        <dt>{t.text.subtotal}</dt>
        <dd>{formatInr(summary.subtotal)}</dd>
        <dt>{t.text.serviceFee}</dt>
        <dd>{formatInr(summary.serviceFee)}</dd>
        <dt>{t.text.tax}</dt>
        <dd>{formatInr(summary.tax)}</dd>
        <dt>{t.text.total}</dt>
        <dd>
          <strong>{formatInr(summary.total)}</strong>
        </dd>
      </Lines>
      {blocked ? <p role="note">{t.text.unavailableSummary}</p> : null}
      <Button fullWidth onClick={onCheckout}>
        {t.text.checkout}
      </Button>
      <Button fullWidth variant="ghost" onClick={onClear}>
        {t.text.clear}
      </Button>
      <Button as={Link} to={paths.home()} variant="ghost" fullWidth>
        {t.text.continueShopping}
      </Button>
    </Panel>
  );
}
