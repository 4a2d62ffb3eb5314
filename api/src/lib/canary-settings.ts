// The canary watcher's settings (canary-watch.ts), from its environment: the rule's thresholds
// (docs/decisions/canary-rule.md) and how often it looks. Validated like the api's own settings: a
// bad value stops the start naming the variable.
import { z } from 'zod';
import { ConfigError } from '../config';
import { DEFAULT_CANARY_THRESHOLDS, type CanaryThresholds } from './canary-rule';

const number = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const parsed = /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
      if (!(parsed >= min && parsed <= max)) {
        ctx.addIssue({ code: 'custom', message: `must be a number from ${min} to ${max}` });
        return z.NEVER;
      }
      return parsed;
    });

const d = DEFAULT_CANARY_THRESHOLDS;
const settingsSchema = z.object({
  CANARY_MIN_PAGE_VIEWS: number(d.minPageViews, 1, 1e7),
  CANARY_MIN_LCP_SAMPLES: number(d.minLcpSamples, 1, 1e7),
  CANARY_MIN_MINUTES: number(d.minMinutes, 0, 7 * 24 * 60),
  CANARY_MAX_WAIT_MINUTES: number(d.maxWaitMinutes, 0, 30 * 24 * 60),
  CANARY_FAST_ABORT_PAGE_VIEWS: number(d.fastAbortPageViews, 1, 1e7),
  CANARY_WATCH_INTERVAL_SECONDS: number(30, 0.2, 3600),
});

export interface CanaryWatchSettings {
  thresholds: CanaryThresholds;
  intervalMs: number;
}

export function loadCanarySettings(env: NodeJS.ProcessEnv): CanaryWatchSettings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      })),
    );
  }
  const v = result.data;
  return {
    thresholds: {
      ...DEFAULT_CANARY_THRESHOLDS,
      minPageViews: v.CANARY_MIN_PAGE_VIEWS,
      minLcpSamples: v.CANARY_MIN_LCP_SAMPLES,
      minMinutes: v.CANARY_MIN_MINUTES,
      maxWaitMinutes: v.CANARY_MAX_WAIT_MINUTES,
      fastAbortPageViews: v.CANARY_FAST_ABORT_PAGE_VIEWS,
    },
    intervalMs: v.CANARY_WATCH_INTERVAL_SECONDS * 1000,
  };
}
