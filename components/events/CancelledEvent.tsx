import { getTranslations } from 'next-intl/server';
import { AppLink as Link } from '@/components/layout/AppLink';
import { Brands } from '@/components/i18n/Brands';
import { eventsListPath } from '@/lib/events/paths';
import { formatLongDate } from '@/lib/events/format';
import type { Locale } from '@/lib/i18n/locales';
import type { CancelledEvent } from '@/lib/provider/events';

/**
 * The page of a cancelled event, for people holding its link (answered 410 Gone): what was
 * cancelled, the refund rule when the venue cancels (docs/product.md §9), and the way on.
 */
export async function CancelledEventNotice({
  locale,
  event,
}: {
  locale: Locale;
  event: CancelledEvent;
}) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  return (
    <section className="container-site flex flex-col items-center py-24 text-center md:pb-32 md:pt-44">
      <p className="text-xs font-bold uppercase tracking-[0.22em] text-gold-400">
        <Brands>{t('cancelledBadge')}</Brands>
      </p>
      <h1 className="mt-4 max-w-3xl break-words font-display text-4xl text-white md:text-5xl">
        <Brands>{t('cancelledTitle', { title: event.title })}</Brands>
      </h1>
      <p className="mt-6 max-w-xl text-lg text-white/80">
        <Brands>{t('cancelledText', { date: formatLongDate(locale, event.startDate) })}</Brands>
      </p>
      <p className="mt-4 max-w-xl rounded-2xl border border-gold-500/40 bg-gold-500/10 p-5 text-white/85">
        {t('cancelledRefund')}
      </p>
      <Link
        href={eventsListPath(locale)}
        className="mt-10 inline-flex min-h-12 items-center rounded-full border border-gold-500/70 px-8 font-bold uppercase tracking-wider text-gold-300 transition hover:bg-gold-500 hover:text-brand-950"
      >
        <Brands>{t('cancelledUpcoming')}</Brands>
      </Link>
    </section>
  );
}
