import type { Metric } from 'web-vitals';
import type { Connection, Device, VitalName, VitalsReport } from './report';

/**
 * In the browser: measures this page view's Web Vitals with Google's web-vitals library (its
 * attribution build: which element, which script) and sends them once, with navigator.sendBeacon,
 * when the page is hidden or left (every metric is final by then). A page restored from the
 * back/forward cache is a new page view. Loaded after the page has loaded, never in its way.
 */
export async function collectVitals(endpoint: string): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals/attribution');
  let values: VitalsReport['values'] = {};
  let attribution: NonNullable<VitalsReport['attribution']> = {};
  let sent = false;

  const keep = (metric: Metric & { attribution?: unknown }) => {
    values[metric.name as VitalName] = metric.value;
    if (metric.name === 'LCP') {
      const target = (metric.attribution as { target?: string } | undefined)?.target;
      if (target) attribution.LCP = target.slice(0, 120);
    }
    if (metric.name === 'INP') {
      const inp = metric.attribution as {
        interactionTarget?: string;
        longestScript?: { entry?: { sourceURL?: string } };
      };
      const script = inp?.longestScript?.entry?.sourceURL?.split('/').pop() ?? '';
      attribution.INP = [inp?.interactionTarget ?? '', script]
        .filter(Boolean)
        .join(' ')
        .slice(0, 160);
    }
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);

  const send = () => {
    if (sent || Object.keys(values).length === 0) return;
    sent = true;
    const report: VitalsReport = {
      path: location.pathname,
      device: device(),
      connection: connection(),
      values,
      ...(Object.keys(attribution).length > 0 ? { attribution } : {}),
    };
    navigator.sendBeacon(
      endpoint,
      new Blob([JSON.stringify(report)], { type: 'application/json' }),
    );
  };
  // After the library's own listeners (added above), so its hidden-time values are in.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
  // What the page does, for whoever looks (data-hydrated's sibling; the e2e tests wait for it).
  document.documentElement.dataset.vitals = 'measuring';
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    values = {};
    attribution = {};
    sent = false;
  });
}

/** The site's own breakpoints (768 and 1024 px, docs/product.md §1). */
function device(): Device {
  if (matchMedia('(max-width: 767px)').matches) return 'phone';
  return matchMedia('(max-width: 1023px)').matches ? 'tablet' : 'desktop';
}

function connection(): Connection {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
    ?.effectiveType;
  return type === 'slow-2g' || type === '2g' || type === '3g' || type === '4g' ? type : 'unknown';
}
