// The administration's stat cards: total, budget, mid, premium and average price (or rent), with
// the spec's fixed '+12% from last month'. The figures come from GET /admin/stats (computed in SQL)
// for the listings shown, for sale or for rent.
import styled from 'styled-components';
import type { PropertyPurpose, PropertyStats } from '@marketplace/shared/contracts';
import { media, useMessages } from '@marketplace/shared/ui';
import { commonCatalogue } from '../../../components/catalogue';
import { propertiesCatalogue } from './catalogue';

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
  const t = useMessages(propertiesCatalogue);
  const common = useMessages(commonCatalogue);
  const value = (n: number | undefined) => (n === undefined ? '–' : common.count(n));
  const cards: [string, string][] = [
    [t.statTotal, value(stats?.total)],
    [t.statBudget, value(stats?.budget)],
    [t.statMid, value(stats?.mid)],
    [t.statPremium, value(stats?.premium)],
    [
      purpose === 'rent' ? t.statAverageRent : t.statAverage,
      stats?.average_price == null ? '–' : common.average(stats.average_price, purpose),
    ],
  ];
  return (
    <Grid>
      {cards.map(([label, figure], index) => (
        <Card key={label}>
          <dt>{label}</dt>
          <dd>{figure}</dd>
          {index === 0 && <Trend>{t.trend}</Trend>}
        </Card>
      ))}
    </Grid>
  );
}
