// The administration's stat cards: total, budget, mid, premium and average price (or rent), with
// the spec's fixed '+12% from last month'. The figures come from GET /admin/stats (computed in SQL)
// for the listings shown, for sale or for rent.
import styled from 'styled-components';
import {
  formatListingPrice,
  type PropertyPurpose,
  type PropertyStats,
} from '@marketplace/shared/contracts';
import { media } from '@marketplace/shared/ui';
import { PROPERTIES_TEXT } from './messages';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  ${media.up('lg')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd:first-of-type {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

// A second description of the first term: a <p> is not allowed directly in a <dl>'s group.
const Trend = styled.dd`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function StatCards({
  stats,
  purpose,
}: {
  stats: PropertyStats | undefined;
  purpose: PropertyPurpose;
}) {
  const value = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-IN'));
  const cards: [string, string][] = [
    [PROPERTIES_TEXT.statTotal, value(stats?.total)],
    [PROPERTIES_TEXT.statBudget, value(stats?.budget)],
    [PROPERTIES_TEXT.statMid, value(stats?.mid)],
    [PROPERTIES_TEXT.statPremium, value(stats?.premium)],
    [
      purpose === 'rent' ? PROPERTIES_TEXT.statAverageRent : PROPERTIES_TEXT.statAverage,
      stats?.average_price == null ? '–' : formatListingPrice(stats.average_price, purpose),
    ],
  ];
  return (
    <Grid>
      {cards.map(([label, figure], index) => (
        <Card key={label}>
          <dt>{label}</dt>
          <dd>{figure}</dd>
          {index === 0 && <Trend>{PROPERTIES_TEXT.trend}</Trend>}
        </Card>
      ))}
    </Grid>
  );
}
