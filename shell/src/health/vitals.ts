// The page's web vitals (LCP, INP, CLS) by Google's maintained `web-vitals` library, handed to the
// client events (client-events.ts), which send each once with the page's next batch. Its own chunk
// (2.8 KB brotli), loaded late by start-vitals.ts: the browser buffers the entries it reads (the
// largest paint, layout shifts, slow interactions), so loading after the first screen loses none
// that matter and costs the first screen nothing.
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { reportVital } from './client-events';

const report = (metric: Metric) => reportVital(metric.name as 'LCP' | 'INP' | 'CLS', metric.value);

export function observeVitals(): void {
  onLCP(report);
  onINP(report);
  onCLS(report);
}
