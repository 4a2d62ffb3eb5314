// One area's release in the Site health tab: its figures, each vital with its rating in words (a
// colour alone says nothing to a screen reader) and how many page loads it is made of.
import styled from 'styled-components';
import type { ReleaseHealth } from '@marketplace/shared/contracts';
import { useMessages } from '@marketplace/shared/ui';
import { healthCatalogue } from '../catalogue';
import { errorRating, ratingOf, type Rating } from '../figures';

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
  const t = useMessages(healthCatalogue);
  if (value === null) return <NoSample>{t.noSample}</NoSample>;
  return (
    <dd>
      {value}
      {rating && <Badge $rating={rating}>{t.ratings[rating]}</Badge>}
      {samples !== undefined && <Samples>{t.samples(samples)}</Samples>}
    </dd>
  );
}

export function ReleaseCard({ health, area }: { health: ReleaseHealth; area: string }) {
  const t = useMessages(healthCatalogue);
  const { when, commit } = t.release(health.release);
  const vital = (
    metric: 'lcp' | 'inp' | 'cls',
    value: number | null,
    format: (v: number) => string,
  ) =>
    value === null
      ? { value: null, rating: null }
      : { value: format(value), rating: ratingOf(metric, value) };
  const lcp = vital('lcp', health.lcpP75, t.duration);
  const inp = vital('inp', health.inpP75, t.duration);
  const cls = vital('cls', health.clsP75, (v) => v.toFixed(2));
  const errors = health.errorsPer1000;
  return (
    <Card aria-label={t.releaseLabel(area, health.release)}>
      <h4>{area}</h4>
      <Release>
        {when && commit ? (
          <>
            {t.released} {when}, {t.commit} <code>{commit}</code>
          </>
        ) : health.release === 'local' ? (
          t.localRelease
        ) : (
          <code>{health.release}</code>
        )}
      </Release>
      <Figures>
        <dt>{t.pageViews}</dt>
        <dd>{t.count(health.pageViews)}</dd>
        <dt>{t.errors}</dt>
        <Figure
          value={errors === null ? null : t.count(errors)}
          rating={errors === null ? null : errorRating(errors)}
        />
        <dt>{t.lcp}</dt>
        <Figure {...lcp} samples={health.samples.LCP} />
        <dt>{t.inp}</dt>
        <Figure {...inp} samples={health.samples.INP} />
        <dt>{t.cls}</dt>
        <Figure {...cls} samples={health.samples.CLS} />
      </Figures>
    </Card>
  );
}
