// One area's release in the Site health tab: its figures, each vital with its rating in words (a
// colour alone says nothing to a screen reader) and how many page loads it is made of.
import styled from 'styled-components';
import type { ReleaseHealth } from '@marketplace/shared/contracts';
import { errorRating, describeRelease, formatMs, ratingOf, type Rating } from '../figures';
import { HEALTH_TEXT } from '../messages';

const Card = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Release = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
  }
`;

const RATING_LABELS: Record<Rating, string> = { good: 'good', fair: 'needs work', poor: 'poor' };

const Badge = styled.span<{ $rating: Rating }>`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $rating }) =>
    $rating === 'good'
      ? '#ecfdf3'
      : $rating === 'fair'
        ? theme.colors.accentSoft
        : theme.colors.dangerSoft};
  color: ${({ theme, $rating }) =>
    $rating === 'good'
      ? theme.colors.success
      : $rating === 'fair'
        ? theme.colors.accentText
        : theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

const NoSample = styled.dd`
  && {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Samples = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

function Figure({
  value,
  rating,
  samples,
}: {
  value: string | null;
  rating: Rating | null;
  samples?: number;
}) {
  if (value === null) return <NoSample>{HEALTH_TEXT.noSample}</NoSample>;
  return (
    <dd>
      {value}
      {rating && <Badge $rating={rating}>{RATING_LABELS[rating]}</Badge>}
      {samples !== undefined && <Samples>{HEALTH_TEXT.samples(samples)}</Samples>}
    </dd>
  );
}

export function ReleaseCard({ health, area }: { health: ReleaseHealth; area: string }) {
  const { when, commit } = describeRelease(health.release);
  const vital = (
    metric: 'lcp' | 'inp' | 'cls',
    value: number | null,
    format: (v: number) => string,
  ) =>
    value === null
      ? { value: null, rating: null }
      : { value: format(value), rating: ratingOf(metric, value) };
  const lcp = vital('lcp', health.lcpP75, formatMs);
  const inp = vital('inp', health.inpP75, formatMs);
  const cls = vital('cls', health.clsP75, (v) => v.toFixed(2));
  const errors = health.errorsPer1000;
  return (
    <Card aria-label={`${area}, release ${health.release}`}>
      <h4>{area}</h4>
      <Release>
        {when && commit ? (
          <>
            Released {when}, commit <code>{commit}</code>
          </>
        ) : health.release === 'local' ? (
          HEALTH_TEXT.localRelease
        ) : (
          <code>{health.release}</code>
        )}
      </Release>
      <Figures>
        <dt>{HEALTH_TEXT.pageViews}</dt>
        <dd>{health.pageViews.toLocaleString('en-IN')}</dd>
        <dt>{HEALTH_TEXT.errors}</dt>
        <Figure
          value={errors === null ? null : errors.toLocaleString('en-IN')}
          rating={errors === null ? null : errorRating(errors)}
        />
        <dt>{HEALTH_TEXT.lcp}</dt>
        <Figure {...lcp} samples={health.samples.LCP} />
        <dt>{HEALTH_TEXT.inp}</dt>
        <Figure {...inp} samples={health.samples.INP} />
        <dt>{HEALTH_TEXT.cls}</dt>
        <Figure {...cls} samples={health.samples.CLS} />
      </Figures>
    </Card>
  );
}
