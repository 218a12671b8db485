import { AppLink as Link } from '@/components/layout/AppLink';
import { CalendarIcon } from './EventIcons';
import { Brands } from '@/components/i18n/Brands';

/** The 'No Events Found' state. */
export function NoEvents({
  title,
  text,
  clear,
}: {
  title: string;
  text: string;
  clear?: { href: string; label: string };
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl border border-dashed border-white/15 bg-brand-900/40 px-6 py-14 text-center"
    >
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
        <CalendarIcon width={28} height={28} />
      </span>
      <p className="font-display text-2xl text-white">{title}</p>
      <p className="mt-2 max-w-md text-white/70">{text}</p>
      {clear ? (
        <Link
          href={clear.href}
          scroll={false}
          prefetch={false}
          // A query variant of the list: no invitation to crawlers (the list's canonical has none).
          rel={clear.href.includes('?') ? 'nofollow' : undefined}
          className="mt-6 inline-flex min-h-11 items-center rounded-full border border-gold-500/70 px-6 text-sm font-bold uppercase tracking-wider text-gold-300 transition hover:bg-gold-500 hover:text-brand-950"
        >
          <Brands>{clear.label}</Brands>
        </Link>
      ) : null}
    </div>
  );
}
