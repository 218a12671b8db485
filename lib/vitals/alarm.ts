import { p75FromBuckets, rating, THRESHOLDS, VITAL_NAMES, type VitalName } from './report';
import type { VitalsSummary } from './summary';

export type PageP75 = {
  page: string;
  values: Partial<Record<VitalName, { n: number; p75: number; rating: ReturnType<typeof rating> }>>;
};

/**
 * The minute summaries of the log (lib/vitals/summary.ts) since `since`, merged per page type: the
 * 75th percentile of each metric over all of them (their buckets added up) and Google's rating.
 */
export function mergeSummaries(lines: Iterable<string>, since: Date): PageP75[] {
  const merged = new Map<string, Map<VitalName, number[]>>();
  for (const line of lines) {
    let summary: Partial<VitalsSummary> & { msg?: string };
    try {
      summary = JSON.parse(line) as typeof summary;
    } catch {
      continue;
    }
    if (summary.event !== 'web-vitals' || !summary.minute || !summary.pages) continue;
    if (new Date(summary.minute) < since) continue;
    for (const [page, metrics] of Object.entries(summary.pages)) {
      const perPage = merged.get(page) ?? new Map<VitalName, number[]>();
      for (const name of VITAL_NAMES) {
        const buckets = metrics[name]?.buckets;
        if (!buckets) continue;
        const sum = perPage.get(name) ?? new Array<number>(buckets.length).fill(0);
        buckets.forEach((count, index) => (sum[index] = (sum[index] ?? 0) + count));
        perPage.set(name, sum);
      }
      merged.set(page, perPage);
    }
  }
  return [...merged.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([page, metrics]) => ({
      page,
      values: Object.fromEntries(
        [...metrics.entries()].map(([name, buckets]) => {
          const value = p75FromBuckets(name, buckets)!;
          const n = buckets.reduce((sum, count) => sum + count, 0);
          return [name, { n, p75: value, rating: rating(name, value) }];
        }),
      ),
    }));
}

/** The page types whose LCP, INP or CLS is past Google's "good" (the alarm's business). */
export function regressions(pages: PageP75[]): string[] {
  const watched: VitalName[] = ['LCP', 'INP', 'CLS'];
  return pages.flatMap(({ page, values }) =>
    watched
      .filter((name) => values[name] && values[name].p75 > THRESHOLDS[name][0])
      .map((name) => `${page} ${name}`),
  );
}
