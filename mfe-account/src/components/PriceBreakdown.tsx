// Lines and totals of a cart being booked or of a booking (checkout and booking pages).
import styled from 'styled-components';
import { formatInr } from '@marketplace/shared/config';

export interface PriceLine {
  key: string;
  name: string;
  quantity: number;
  lineTotal: number;
  /** Said under the line, e.g. that its price changed. */
  note?: string;
}

export interface PriceTotals {
  subtotal: number;
  serviceFee: number;
  tax: number;
  total: number;
}

const Table = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Rule = styled.hr`
  grid-column: 1 / -1;
  width: 100%;
  margin: 0;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const LineNote = styled.dd`
  && {
    grid-column: 1 / -1;
    text-align: left;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const PRICE_TEXT = {
  subtotal: 'Subtotal',
  serviceFee: 'Service fee',
  tax: 'Tax (8%)',
  total: 'Total',
  line: (quantity: number, name: string) => `${quantity} × ${name}`,
} as const;

export function PriceBreakdown({ lines, totals }: { lines: PriceLine[]; totals: PriceTotals }) {
  return (
    <Table>
      {lines.map((line) => (
        <div key={line.key} style={{ display: 'contents' }}>
          <dt>{PRICE_TEXT.line(line.quantity, line.name)}</dt>
          <dd>{formatInr(line.lineTotal)}</dd>
          {line.note ? <LineNote>{line.note}</LineNote> : null}
        </div>
      ))}
      <Rule aria-hidden="true" />
      <dt>{PRICE_TEXT.subtotal}</dt>
      <dd>{formatInr(totals.subtotal)}</dd>
      <dt>{PRICE_TEXT.serviceFee}</dt>
      <dd>{formatInr(totals.serviceFee)}</dd>
      <dt>{PRICE_TEXT.tax}</dt>
      <dd>{formatInr(totals.tax)}</dd>
      <dt>
        <strong>{PRICE_TEXT.total}</strong>
      </dt>
      <dd>
        <strong>{formatInr(totals.total)}</strong>
      </dd>
    </Table>
  );
}
