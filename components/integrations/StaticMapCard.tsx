import { MapPinIcon } from '@/components/layout/Icons';

export type MapLabels = { title: string; openMap: string; newTab: string };

/**
 * The map without a maps provider: an illustrated card with the address and a link to the map.
 * It loads nothing from a third party (no key configured, or before the real map is in view).
 */
export function StaticMapCard({
  labels,
  lines,
  mapHref,
}: {
  labels: MapLabels;
  /** The postal address, one line each (lib/site.ts addressLines). */
  lines: string[];
  mapHref: string;
}) {
  return (
    <div className="relative isolate flex min-h-[460px] flex-col justify-end overflow-hidden rounded-3xl border border-gold-500/25 bg-brand-900 p-6 shadow-2xl shadow-black/50 md:min-h-[420px] md:p-8">
      <svg
        aria-hidden="true"
        viewBox="0 0 600 420"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 -z-10 size-full"
      >
        <defs>
          <pattern id="map-grid" width="28" height="28" patternUnits="userSpaceOnUse">
            <path d="M28 0H0v28" fill="none" stroke="rgba(255,255,255,0.05)" />
          </pattern>
          <radialGradient id="map-glow" cx="58%" cy="42%" r="45%">
            <stop offset="0" stopColor="rgba(201,162,75,0.35)" />
            <stop offset="1" stopColor="rgba(201,162,75,0)" />
          </radialGradient>
        </defs>
        <rect width="600" height="420" fill="#0a1230" />
        <path d="M0 300 C120 270 200 330 320 300 S520 250 600 280 V420 H0z" fill="#101a44" />
        <path
          d="M0 300 C120 270 200 330 320 300 S520 250 600 280"
          fill="none"
          stroke="rgba(230,199,122,0.35)"
          strokeWidth="2"
        />
        <rect width="600" height="420" fill="url(#map-grid)" />
        <g transform="translate(0 -50)">
          <path
            d="M-10 220 C150 200 260 170 600 120"
            fill="none"
            stroke="rgba(255,255,255,0.18)"
            strokeWidth="7"
          />
          <path
            d="M-10 220 C150 200 260 170 600 120"
            fill="none"
            stroke="rgba(230,199,122,0.5)"
            strokeWidth="1.5"
            strokeDasharray="10 8"
          />
          <path
            d="M250 0 C270 90 320 150 348 176 S360 260 340 300"
            fill="none"
            stroke="rgba(255,255,255,0.12)"
            strokeWidth="4"
          />
          <path
            d="M430 30 C420 110 380 150 352 176"
            fill="none"
            stroke="rgba(255,255,255,0.1)"
            strokeWidth="3"
          />
          <circle cx="348" cy="176" r="150" fill="url(#map-glow)" />
          <circle cx="348" cy="176" r="26" fill="none" stroke="rgba(230,199,122,0.5)" />
          <circle cx="348" cy="176" r="46" fill="none" stroke="rgba(230,199,122,0.22)" />
        </g>
      </svg>
      <span
        aria-hidden="true"
        className="absolute left-[58%] top-[30%] flex size-14 -translate-x-1/2 -translate-y-full items-center justify-center rounded-full bg-gold-500 text-brand-950 shadow-[0_0_40px_rgba(230,199,122,0.6)]"
      >
        <MapPinIcon width={28} height={28} />
      </span>
      <div className="rounded-2xl border border-white/10 bg-brand-950/85 p-5 backdrop-blur md:max-w-sm">
        <p className="font-display text-2xl text-white">{labels.title}</p>
        <address className="mt-2 not-italic leading-relaxed text-white/75">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <a
          href={mapHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-gold-500 px-5 text-sm font-bold uppercase tracking-[0.12em] text-brand-950 transition hover:bg-gold-400"
        >
          <MapPinIcon width={18} height={18} />
          {labels.openMap}
          <span className="sr-only"> {labels.newTab}</span>
        </a>
      </div>
    </div>
  );
}
