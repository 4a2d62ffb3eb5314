// Lines and totals of a cart being booked or of a booking (checkout and booking pages).
import styled from 'styled-components';
import { formatInr } from '@marketplace/shared/config';
import { useMessages } from '@marketplace/shared/ui';
import { controlsCatalogue } from './catalogue';

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

export function PriceBreakdown({ lines, totals }: { lines: PriceLine[]; totals: PriceTotals }) {
  const t = useMessages(controlsCatalogue).price;
  return (
    <Table>
      {lines.map((line) => (
        <div key={line.key} style={{ display: 'contents' }}>
          <dt>{t.line(line.quantity, line.name)}</dt>
          <dd>{formatInr(line.lineTotal)}</dd>
          {line.note ? <LineNote>{line.note}</LineNote> : null}
        </div>
      ))}
      <Rule aria-hidden="true" />
      <dt>{t.subtotal}</dt>
      <dd>{formatInr(totals.subtotal)}</dd>
      <dt>{t.serviceFee}</dt>
      <dd>{formatInr(totals.serviceFee)}</dd>
      <dt>{t.tax}</dt>
      <dd>{formatInr(totals.tax)}</dd>
      <dt>
        <strong>{t.total}</strong>
      </dt>
      <dd>
        <strong>{formatInr(totals.total)}</strong>
      </dd>
    </Table>
  );
}
