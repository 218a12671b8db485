import { bucketCounts, p75, VITAL_NAMES, type VitalName } from './report';

/** One minute of page views, per page type and metric: how many, their p75, their buckets. */
export type VitalsSummary = {
  event: 'web-vitals';
  /** The minute summed up, ISO 8601 (UTC). */
  minute: string;
  pages: Record<string, Partial<Record<VitalName, { n: number; p75: number; buckets: number[] }>>>;
};

/**
 * Sums field Web Vitals up per minute when no OpenTelemetry collector takes them: each minute with
 * any page view is written as one JSON line (`{"event":"web-vitals",…}`) through `write`, which
 * `npm run vitals` reads back (scripts/vitals.mts).
 */
export function createVitalsSummary(write: (summary: VitalsSummary) => void, now = Date.now) {
  let minute = Math.floor(now() / 60_000);
  let values = new Map<string, number[]>();

  function flush() {
    const current = Math.floor(now() / 60_000);
    if (current === minute && values.size > 0) return;
    if (values.size > 0) {
      const pages: VitalsSummary['pages'] = {};
      for (const [key, list] of values) {
        const [page, name] = key.split('\n') as [string, VitalName];
        (pages[page] ??= {})[name] = {
          n: list.length,
          p75: Math.round(p75(list)! * (name === 'CLS' ? 1000 : 1)) / (name === 'CLS' ? 1000 : 1),
          buckets: bucketCounts(name, list),
        };
      }
      write({ event: 'web-vitals', minute: new Date(minute * 60_000).toISOString(), pages });
    }
    minute = current;
    values = new Map();
  }

  return {
    add(page: string, recorded: Partial<Record<VitalName, number>>) {
      if (Math.floor(now() / 60_000) !== minute) flush();
      for (const name of VITAL_NAMES) {
        const value = recorded[name];
        if (value === undefined) continue;
        const key = `${page}\n${name}`;
        const list = values.get(key) ?? [];
        // Bounded: a minute keeps at most this many values per page type and metric.
        if (list.length < 5000) list.push(value);
        values.set(key, list);
      }
    },
    /** Writes the minute that has ended, if any (a timer calls it every few seconds). */
    flush,
  };
}
