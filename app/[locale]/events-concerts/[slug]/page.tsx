import type { Metadata } from 'next';
import { AppLink as Link } from '@/components/layout/AppLink';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProviderNotice } from '@/components/content/ProviderNotice';
import { CancelledEventNotice } from '@/components/events/CancelledEvent';
import { EventCard } from '@/components/events/EventCard';
import { EventDetailView } from '@/components/events/EventDetailView';
import { EventDetailLayout } from '@/components/layout/Layouts';
import { isUpcoming } from '@/lib/events/events';
import { eventsListPath } from '@/lib/events/paths';
import { alternatesFromHrefLangs, type Alternate } from '@/lib/i18n/hrefs';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { getEvent, getEvents, getSessions } from '@/lib/provider/events';
import { getMenus } from '@/lib/provider/menus';
import { getSiteFacts } from '@/lib/provider/settings';
import type { EventDetail } from '@/lib/provider/schemas';
import { buildMetadata } from '@/lib/seo/metadata';
import { PAGE_STATUS_META } from '@/lib/html/page-status';
import { ArrowRightIcon } from '@/components/layout/Icons';
import { Brands } from '@/components/i18n/Brands';
import { eventHref } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered on first request, then served from the cache until its event's tags are revalidated.
export function generateStaticParams() {
  return [];
}

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * The event of the route, or the 404 page: unknown slug, dropped status, no such translation. A
 * German event page without a German version redirects to the same English event
 * (docs/product.md §1): only the page throws that redirect, as each throw adds a Location header.
 */
async function loadEvent(params: Props['params'], page = false) {
  const { locale, slug: raw } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const slug = decodeSlug(raw);
  const pending = getEvent(locale, slug);
  // "More events" does not depend on this event: read the list alongside it.
  void getEvents(locale, 'ONLY_UPCOMING');
  const { data: event, cancelled, failed, stale } = await pending;
  // A cancelled event keeps its page (410 Gone) for people holding its link.
  if (cancelled) return { locale, slug, event: null, cancelled, failed: false };
  // German is a fallback: a German event path without a German event shows the English event.
  if (!event && !failed && locale === 'de') {
    // Only to an English event that exists (never a hop to a 404), and temporary (307): an
    // editor may add the German version later.
    const english = await getEvent('en', slug);
    if (!english.data && !english.cancelled && !english.failed) notFound();
    if (page) redirect(eventHref(defaultLocale, slug));
    return { locale, slug, event, cancelled: null, failed: false };
  }
  if (!event && !failed) notFound();
  // The menus need the event's publisher id (docs/product.md §7): start them now, not when the
  // layout renders.
  void getMenus(locale, event?.publisher.id);
  return { locale, slug, event, cancelled: null, failed: failed && !stale };
}

function eventAlternates(locale: Locale, slug: string, event: EventDetail | null): Alternate[] {
  const alternates = event ? alternatesFromHrefLangs(event.hrefLangs) : [];
  // The page itself is always one of its language versions.
  if (!alternates.some((alternate) => alternate.locale === locale)) {
    alternates.push({ locale, href: eventHref(locale, event?.slug ?? slug) });
  }
  return alternates;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, event, cancelled, failed } = await loadEvent(params);
  if (cancelled) {
    const events = await getTranslations({ locale, namespace: 'Events' });
    return {
      title: events('cancelledMetaTitle', { title: cancelled.title }),
      robots: { index: false, follow: true },
      // The production server answers this page 410 Gone (lib/html/not-found.ts).
      other: { [PAGE_STATUS_META]: '410' },
    };
  }
  const t = await getTranslations({ locale, namespace: 'Pages' });
  if (!event && failed) {
    // Nothing of the event to show: a notice, answered 503 with Retry-After (lib/html/page-status.ts).
    return {
      title: t('events.title'),
      robots: { index: false, follow: true },
      other: { [PAGE_STATUS_META]: '503' },
    };
  }
  const image = event?.meta?.image || event?.image?.sourceUrl;
  const description = event?.meta?.description || event?.summary;
  return buildMetadata({
    locale,
    path: eventHref(locale, event?.slug ?? slug),
    title: event?.meta?.title || event?.title || t('events.title'),
    // The editors' SEO title is complete (it names the venue); the plain title gets the site suffix.
    absoluteTitle: Boolean(event?.meta?.title),
    alternates: eventAlternates(locale, slug, event),
    metas: [
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(image ? [{ property: 'og:image', content: image }] : []),
    ],
  });
}

export default async function EventPage({ params }: Props) {
  const { locale, slug, event, cancelled, failed } = await loadEvent(params, true);
  const alternates = eventAlternates(locale, slug, event);
  if (cancelled) {
    return (
      <EventDetailLayout locale={locale} path={eventHref(locale, slug)} alternates={alternates}>
        <CancelledEventNotice locale={locale} event={cancelled} />
      </EventDetailLayout>
    );
  }
  if (!event) {
    // The provider failed and no earlier copy exists: the chrome and a notice, never a blank page.
    const t = await getTranslations({ locale, namespace: 'Events' });
    return (
      <EventDetailLayout locale={locale} path={eventHref(locale, slug)} alternates={alternates}>
        <div className="container-site py-32 text-center">
          {failed ? <ProviderNotice locale={locale} /> : null}
          <p className="text-white/75">{t('unavailable')}</p>
          <Link
            href={eventsListPath(locale)}
            className="mt-8 inline-flex min-h-12 items-center rounded-full border border-gold-500/70 px-8 font-bold uppercase tracking-wider text-gold-300"
          >
            <Brands>{t('allEvents')}</Brands>
          </Link>
        </div>
      </EventDetailLayout>
    );
  }

  const now = new Date();
  const [sessions, upcoming, t, facts] = await Promise.all([
    getSessions(locale, event.id, event.slug),
    getEvents(locale, 'ONLY_UPCOMING'),
    getTranslations({ locale, namespace: 'Events' }),
    getSiteFacts(locale),
  ]);
  const others = upcoming.data
    .filter((other) => other.id !== event.id && isUpcoming(other, now))
    .slice(0, 3);
  return (
    <EventDetailLayout
      locale={locale}
      path={eventHref(locale, event.slug)}
      propertyId={event.publisher.id}
      alternates={alternates}
    >
      <EventDetailView
        locale={locale}
        event={event}
        facts={facts}
        sessions={sessions.data}
        now={now}
        more={
          others.length ? (
            <section
              aria-labelledby="more-events"
              className="border-t border-white/10 bg-brand-900/40 py-16 md:py-20"
            >
              <div className="container-site">
                <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
                  <h2 id="more-events" className="font-display text-3xl text-white md:text-4xl">
                    {t('moreEvents')}
                  </h2>
                  <Link
                    href={eventsListPath(locale)}
                    className="tap-target inline-flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-gold-400 hover:text-gold-300"
                  >
                    <Brands>{locale === 'de' ? t('scheduleLabel') : t('allEvents')}</Brands>
                    <ArrowRightIcon />
                  </Link>
                </div>
                <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {others.map((other) => (
                    <li key={other.id}>
                      <EventCard locale={locale} event={other} now={now} />
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          ) : null
        }
      />
    </EventDetailLayout>
  );
}
