// The Site health tab (admins): per area and release, what real visits reported over the last hour
// and the last day: page views, errors per 1,000 page views, and the p75 of LCP, INP and CLS
// (docs/decisions/client-events.md). Refreshed every minute while open.
import useSWR from 'swr';
import styled from 'styled-components';
import { isApiError } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS, type ReleaseHealth } from '@marketplace/shared/contracts';
import { Spinner, useMessages } from '@marketplace/shared/ui';
import { ErrorBanner } from '../../../components/Banner';
import { SITE_HEALTH_KEY, fetchSiteHealth } from '../api/site-health';
import { healthCatalogue } from '../catalogue';
import { ReleaseCard } from './ReleaseCard';

const REFRESH_MS = 60_000;

const Intro = styled.p`
  max-width: 46rem;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Period = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function PeriodSection({ title, releases }: { title: string; releases: ReleaseHealth[] }) {
  const t = useMessages(healthCatalogue);
  return (
    <Period aria-label={title}>
      <h3>{title}</h3>
      {releases.length === 0 ? (
        <Empty>{t.empty}</Empty>
      ) : (
        <Cards>
          {releases.map((release) => (
            <ReleaseCard
              key={`${release.remote}|${release.release}`}
              health={release}
              area={t.areas[release.remote] ?? release.remote}
            />
          ))}
        </Cards>
      )}
    </Period>
  );
}

export function SiteHealthTab() {
  const t = useMessages(healthCatalogue);
  const health = useSWR(SITE_HEALTH_KEY, fetchSiteHealth, { refreshInterval: REFRESH_MS });
  const error = health.error
    ? isApiError(health.error)
      ? health.error.message
      : ERROR_DEFAULTS.generic
    : null;
  const updated = health.data ? t.time(health.data.generatedAt) : null;
  return (
    <section aria-label={t.heading}>
      <h2>{t.heading}</h2>
      <Intro>{t.intro}</Intro>
      {updated && <Updated>{t.refreshed(updated)}</Updated>}
      {error && <ErrorBanner>{error}</ErrorBanner>}
      {!health.data && !error && <Spinner label={t.loading} />}
      {health.data && (
        <>
          <PeriodSection title={t.hour} releases={health.data.hour} />
          <PeriodSection title={t.day} releases={health.data.day} />
          <Note>{t.p75Note}</Note>
        </>
      )}
    </section>
  );
}
