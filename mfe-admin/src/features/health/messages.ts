// The Site health tab's texts (docs/decisions/client-events.md). Figures stay numbers with
// their units (ms, s); the words around them are translated.
import { describeRelease, formatMs } from './figures';
export const HEALTH_TEXT = {
  /** A spinner's label, read out while something loads. */
  loading: 'Loading',
  tab: 'Site health',
  heading: 'Site health',
  intro:
    'What real visitors’ browsers report, per area of the site and release: page views and errors of every visit, web vitals of a sample of them. A page reports when the visitor leaves it, so figures arrive a minute or so after the visits.',
  hour: 'Last hour',
  day: 'Last 24 hours',
  empty: 'No visits reported in this period.',
  refreshed: (time: string) => `Updated ${time}`,
  pageViews: 'Page views',
  errors: 'Errors per 1,000 page views',
  lcp: 'Largest paint (p75)',
  inp: 'Response to input (p75)',
  cls: 'Layout shift (p75)',
  noSample: 'no sample yet',
  samples: (count: number) => `${count} ${count === 1 ? 'sample' : 'samples'}`,
  localRelease: 'local build',
  p75Note:
    'p75: three visits in four were at or under this value. Good is at most 2.5 s for the largest paint, 200 ms for the response to input and 0.1 for layout shift.',
  released: 'Released',
  commit: 'commit',
  releaseLabel: (area: string, release: string) => `${area}, release ${release}`,
  ratings: { good: 'good', fair: 'needs work', poor: 'poor' },
  /** A deploy's release id as its IST date and commit. */
  release: (id: string) => describeRelease(id),
  /** The time of the figures, IST. */
  time: (iso: string) =>
    `${new Date(iso).toLocaleTimeString('en-IN', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Asia/Kolkata',
    })} IST`,
  count: (value: number) => value.toLocaleString('en-IN'),
  duration: (ms: number) => formatMs(ms),
  areas: {
    catalogue: 'Catalogue',
    realestate: 'Real estate',
    account: 'Account',
    admin: 'Administration',
    shell: 'Shell (page not found)',
  } as Record<string, string>,
} as const;
