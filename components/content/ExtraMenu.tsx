import { AppLink as Link } from '@/components/layout/AppLink';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { StaticPathname } from '@/lib/i18n/routes';
import { env } from '@/lib/env';
import { Brands } from '@/components/i18n/Brands';
import { href } from '@/lib/i18n/navigation';

const entries: { key: 'customize' | 'nightClub' | 'schedule'; path: StaticPathname }[] = [
  { key: 'customize', path: '/customize' },
  { key: 'nightClub', path: '/nightClub' },
  { key: 'schedule', path: '/schedule' },
];

/**
 * The menu of the extra pages (docs/product.md §2: customize, night club, schedule, reservation),
 * shown on /customize, /schedule, /nightClub and /gastronomyBackUp. Reservation is the booking
 * site.
 */
export async function ExtraMenu({ locale, current }: { locale: Locale; current?: StaticPathname }) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const item =
    'inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-bold uppercase tracking-[0.14em] transition';
  return (
    <nav aria-label={t('extraMenu.label')} className="border-b border-white/10 bg-brand-900/80">
      <ul className="container-site flex flex-wrap items-center gap-3 py-4">
        {entries.map((entry) => {
          const active = entry.path === current;
          return (
            <li key={entry.key}>
              <Link
                href={href(locale, entry.path)}
                aria-current={active ? 'page' : undefined}
                className={`${item} ${active ? 'border-gold-400 bg-gold-500/15 text-gold-200' : 'border-white/15 text-white/80 hover:border-gold-400 hover:text-gold-300'}`}
              >
                <Brands>{t(`extraMenu.${entry.key}`)}</Brands>
              </Link>
            </li>
          );
        })}
        <li>
          <a
            href={env.NEXT_PUBLIC_BOOKING_URL}
            target="_blank"
            rel="noopener"
            className={`${item} border-gold-500 bg-gold-500 text-brand-950 hover:bg-gold-400`}
          >
            <Brands>{t('extraMenu.reservation')}</Brands>
            <span className="sr-only"> {common('opensInNewTab')}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
