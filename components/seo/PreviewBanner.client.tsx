'use client';

import { usePathname } from 'next/navigation';
import { Brands } from '@/components/i18n/Brands';

/** Fixed bar at the bottom; its exit link returns to the page being previewed. */
export function PreviewBar({
  label,
  text,
  exitLabel,
}: {
  label: string;
  text: string;
  exitLabel: string;
}) {
  const pathname = usePathname() || '/';
  return (
    <aside
      aria-label={label}
      data-testid="preview-banner"
      className="fixed inset-x-3 bottom-3 z-[70] mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-gold-500/60 bg-brand-950/95 px-4 py-3 text-white shadow-2xl shadow-black/60 backdrop-blur md:px-5"
    >
      <span className="rounded-full bg-gold-500 px-3 py-1 text-xs font-bold uppercase tracking-[0.18em] text-brand-950">
        <Brands>{label}</Brands>
      </span>
      <p className="order-last basis-full text-xs leading-snug text-white/80 md:min-w-0 md:flex-1 md:order-none md:basis-0 md:text-sm">
        {text}
      </p>
      <a
        href={`/api/draft/exit?path=${encodeURIComponent(pathname)}`}
        className="ml-auto inline-flex min-h-10 items-center rounded-full border border-gold-400 px-4 text-sm font-bold text-gold-300 transition hover:bg-gold-500 hover:text-brand-950 md:ml-0"
      >
        {exitLabel}
      </a>
    </aside>
  );
}
