import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
} from 'web-vitals';
import { localeOfPath, type Locale } from '../i18n/locales';
import { EVENT_DETAIL, routeOf } from '../i18n/routes';

/**
 * Field Web Vitals (docs/operations.md "Web Vitals from visitors' phones"): what a page view sends
 * (lib/vitals/collect.ts, in the browser), how the site sorts it (page type, language, device,
 * connection) and how it is summed up (histogram buckets, the 75th percentile, Google's "good").
 * Nothing in it names a visitor: no cookie is read, no address kept, the URL's query never sent.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Google's thresholds ("good" up to the first, "poor" beyond the second), from web-vitals itself. */
export const THRESHOLDS: Record<VitalName, readonly [number, number]> = {
  LCP: LCPThresholds as [number, number],
  INP: INPThresholds as [number, number],
  CLS: CLSThresholds as [number, number],
  FCP: FCPThresholds as [number, number],
  TTFB: TTFBThresholds as [number, number],
};

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** A page view's report, as the browser sends it. */
export type VitalsReport = {
  /** The page's path (never its query): the server keeps only its page type and language. */
  path: string;
  device: Device;
  connection: Connection;
  values: Partial<Record<VitalName, number>>;
  /** What a slow LCP or INP was: the element's selector, and for INP the slowest script. */
  attribution?: { LCP?: string; INP?: string };
};

/** The largest a report may be, in bytes (the route refuses more). */
export const REPORT_LIMIT_BYTES = 2048;

/** The page type of a path: the route table's page (`home`, `about-us`, `event`…), else `other`. */
export function pageTypeOf(path: string): { page: string; lang: Locale } {
  const { locale, rest } = localeOfPath(path);
  const route = routeOf(locale, rest);
  if (!route) return { page: 'other', lang: locale };
  if (route.pathname === EVENT_DETAIL) return { page: 'event', lang: locale };
  return { page: route.pathname === '/' ? 'home' : route.pathname.slice(1), lang: locale };
}

// Upper bounds of the histogram buckets (OpenTelemetry's explicit buckets, the log summary's):
// milliseconds for the timings, a score for CLS. Fine where "good" and "poor" are decided.
const TIMING_BUCKETS = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000,
  5000, 7000, 10000, 20000,
];
export const BUCKETS: Record<VitalName, readonly number[]> = {
  LCP: TIMING_BUCKETS,
  INP: TIMING_BUCKETS,
  FCP: TIMING_BUCKETS,
  TTFB: TIMING_BUCKETS,
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1],
};

/** Counts per bucket (the last one open-ended) of a list of values. */
export function bucketCounts(name: VitalName, values: readonly number[]): number[] {
  const bounds = BUCKETS[name];
  const counts = new Array<number>(bounds.length + 1).fill(0);
  for (const value of values) {
    const index = bounds.findIndex((bound) => value <= bound);
    counts[index < 0 ? bounds.length : index]! += 1;
  }
  return counts;
}

/**
 * The 75th percentile of bucketed values, interpolated inside its bucket (as a dashboard over
 * OpenTelemetry's histograms reads it); null with no values.
 */
export function p75FromBuckets(name: VitalName, counts: readonly number[]): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const bounds = BUCKETS[name];
  const rank = 0.75 * total;
  let seen = 0;
  for (let index = 0; index < counts.length; index += 1) {
    const count = counts[index]!;
    if (seen + count >= rank && count > 0) {
      const low = index === 0 ? 0 : bounds[index - 1]!;
      const high = bounds[index] ?? low * 2;
      return low + ((rank - seen) / count) * (high - low);
    }
    seen += count;
  }
  return bounds.at(-1)!;
}

/** The 75th percentile of raw values (nearest rank). */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.75 * sorted.length) - 1)]!;
}

/** Google's rating of a value. */
export function rating(name: VitalName, value: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
