import { AppLink as Link } from '@/components/layout/AppLink';
import { getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import { MediaImage } from '@/components/content/Media';
import { JsonLd } from '@/components/seo/JsonLd';
import { BreadcrumbJsonLd } from '@/components/seo/SiteJsonLd';
import { formatPrice } from '@/lib/content/format';
import { isUpcoming, offeredPrice } from '@/lib/events/events';
import { formatLongDate, formatTime, formatTimeRange } from '@/lib/events/format';
import { eventsJsonLd } from '@/lib/seo/event-jsonld';
import { eventsListPath, icsPath } from '@/lib/events/paths';
import { eventHref, href } from '@/lib/i18n/navigation';
import type { Crumb } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/locales';
import type { EventDetail, EventSession } from '@/lib/provider/schemas';
import { addressLines, site, type SiteFacts } from '@/lib/site';
import { EventLabels } from './EventLabels';
import { EventSessions } from './EventSessions';
import {
  CalendarIcon,
  CalendarPlusIcon,
  ClockIcon,
  DoorIcon,
  PinIcon,
  TicketIcon,
} from './EventIcons';
import { Brands } from '@/components/i18n/Brands';

const primaryButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-gold-500 px-6 text-center text-sm font-bold uppercase tracking-wider md:text-base text-brand-950 shadow-xl shadow-gold-500/20 transition hover:bg-gold-400';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/30 px-6 text-center text-sm font-bold uppercase tracking-wider md:text-base text-white transition hover:border-gold-400 hover:text-gold-300';

async function TicketButton({
  locale,
  event,
  className = primaryButton,
}: {
  locale: Locale;
  event: Pick<EventDetail, 'ticketUrl' | 'comingSoon'>;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  if (event.comingSoon) {
    return (
      <p className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-gold-500/50 px-7 text-sm font-bold uppercase tracking-wider text-gold-300">
        <TicketIcon />
        <Brands>{t('ticketsSoon')}</Brands>
      </p>
    );
  }
  if (!event.ticketUrl) return null;
  return (
    <a href={event.ticketUrl} target="_blank" rel="noopener" className={className}>
      <TicketIcon />
      {t('tickets')}
      <span className="sr-only"> {common('opensInNewTab')}</span>
    </a>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative py-4 pl-14">
      <dt className="text-2xs font-bold uppercase tracking-[0.2em] text-gold-400">
        <span
          aria-hidden="true"
          className="absolute left-0 top-4 flex size-10 items-center justify-center rounded-full bg-gold-500/10 text-gold-400"
        >
          {icon}
        </span>
        <Brands>{term}</Brands>
      </dt>
      <dd className="mt-1 text-white">{children}</dd>
    </div>
  );
}

/**
 * The event detail page's body: header, description, programme, sessions and the facts aside, and
 * what search engines read of them (an Event per listed date, the breadcrumb), from the same values.
 */
export async function EventDetailView({
  locale,
  event,
  sessions,
  now,
  facts,
  more,
}: {
  locale: Locale;
  event: EventDetail;
  facts: SiteFacts;
  sessions: EventSession[];
  now: Date;
  more?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const crumbs = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  const pages = await getTranslations({ locale, namespace: 'Pages' });
  const past = !isUpcoming(event, now);
  const upcomingSessions = sessions.filter((session) => isUpcoming(session, now));
  const date = formatLongDate(locale, event.startDate);
  const time = formatTimeRange(locale, event.startDate, event.endDate);
  const address = addressLines(facts.address, locale);
  const price = offeredPrice(event, now);
  const trail: Crumb[] = [
    { text: common('home'), href: href(locale, '/') },
    {
      text: locale === 'de' ? pages('schedule.title') : pages('events.title'),
      href: eventsListPath(locale),
    },
    { text: event.title, href: eventHref(locale, event.slug) },
  ];
  const structured = eventsJsonLd({
    ...event,
    url: absoluteUrl(eventHref(locale, event.slug)),
    image: event.image ? absoluteUrl(event.image.sourceUrl) : null,
    inLanguage: locale,
    siteUrl: absoluteUrl(href(locale, '/')),
    facts,
    sessions: upcomingSessions,
    now,
  });

  return (
    <>
      {structured.map((data) => (
        <JsonLd key={data.startDate as string} data={data} />
      ))}
      <BreadcrumbJsonLd trail={trail} />
      <section className="relative isolate flex min-h-[520px] items-end overflow-hidden md:min-h-[640px]">
        {event.image ? (
          <MediaImage
            file={event.image}
            alt=""
            fill
            priority
            sizes="100vw"
            className="-z-20 object-cover"
          />
        ) : (
          <div className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top,#34489c,#050a1c_70%)]" />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/70 to-brand-950/20" />
        <div className="container-site pb-12 pt-28 md:pb-16">
          <nav aria-label={crumbs('label')} className="mb-5">
            <ol className="flex flex-wrap items-center gap-2 text-xs uppercase tracking-[0.16em] text-white/70">
              {trail.map((crumb, index) =>
                index < trail.length - 1 ? (
                  <Fragment key={crumb.href}>
                    <li>
                      <Link href={crumb.href} className="tap-target hover:text-gold-300">
                        {crumb.text}
                      </Link>
                    </li>
                    <li aria-hidden="true" className="text-gold-500">
                      /
                    </li>
                  </Fragment>
                ) : (
                  <li
                    key={crumb.href}
                    aria-current="page"
                    className="max-w-[16rem] truncate text-gold-300"
                  >
                    <Brands>{crumb.text}</Brands>
                  </li>
                ),
              )}
            </ol>
          </nav>
          <EventLabels
            className="mb-4"
            comingSoon={event.comingSoon}
            tentative={event.status === 'TENTATIVE'}
            past={past}
            labels={{
              comingSoon: t('comingSoon'),
              tentative: t('tentative'),
              past: t('pastEvent'),
            }}
          />
          <h1 className="max-w-4xl font-display text-4xl leading-tight text-white md:text-6xl">
            {event.title}
          </h1>
          <p className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-base text-white/85 md:text-lg">
            <span className="flex items-center gap-2">
              <CalendarIcon className="text-gold-400" />
              <time dateTime={event.startDate}>{date}</time>
            </span>
            <span className="flex items-center gap-2">
              <ClockIcon className="text-gold-400" />
              {time}
            </span>
            {event.location ? (
              <span className="flex items-center gap-2">
                <PinIcon className="text-gold-400" />
                {event.location}
              </span>
            ) : null}
          </p>
          {event.summary ? (
            <p className="mt-5 max-w-2xl text-lg text-white/75">{event.summary}</p>
          ) : null}
          {past ? null : (
            <div className="mt-8 flex flex-wrap gap-3">
              <TicketButton locale={locale} event={event} />
              <a href={icsPath(locale, event.slug)} download className={secondaryButton}>
                <CalendarPlusIcon />
                {t('addToCalendar')}
              </a>
            </div>
          )}
        </div>
      </section>

      <div className="container-site grid gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-16">
        <div className="min-w-0 space-y-16">
          {event.description ? (
            <section aria-labelledby="event-about">
              <h2 id="event-about" className="mb-6 font-display text-3xl text-white md:text-4xl">
                {t('about')}
              </h2>
              <div
                className="prose-venue text-lg"
                dangerouslySetInnerHTML={{ __html: event.description }}
              />
            </section>
          ) : null}

          {event.schedule.length ? (
            <section aria-labelledby="event-programme">
              <h2
                id="event-programme"
                className="mb-6 font-display text-3xl text-white md:text-4xl"
              >
                {t('programme')}
              </h2>
              <ol className="relative space-y-0 border-l border-gold-500/40 pl-8">
                {event.schedule.map((item, index) => (
                  <li key={`${item.time}-${index}`} className="relative pb-7 last:pb-0">
                    <span
                      aria-hidden="true"
                      className="absolute -left-[2.32rem] top-1 size-3 rounded-full border-2 border-gold-400 bg-brand-950"
                    />
                    <p className="font-display text-xl tabular-nums text-gold-300">{item.time}</p>
                    <p className="mt-1 text-white/85">{item.text}</p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          <EventSessions locale={locale} event={event} sessions={upcomingSessions} />
        </div>

        <aside className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-2xl border border-gold-500/25 bg-gradient-to-b from-brand-850 to-brand-900 p-6 shadow-2xl shadow-black/40 md:p-8">
            <dl className="divide-y divide-white/10">
              <Fact icon={<CalendarIcon />} term={t('date')}>
                <time dateTime={event.startDate}>{date}</time>
              </Fact>
              <Fact icon={<ClockIcon />} term={t('time')}>
                {time}
              </Fact>
              {event.doorsOpen ? (
                <Fact icon={<DoorIcon />} term={t('doorsOpen')}>
                  <time dateTime={event.doorsOpen}>{formatTime(locale, event.doorsOpen)}</time>
                </Fact>
              ) : null}
              {price ? (
                <Fact icon={<TicketIcon />} term={t('priceFrom')}>
                  {formatPrice(locale, price.amount, price.currency)}
                </Fact>
              ) : null}
              <Fact icon={<PinIcon />} term={t('location')}>
                {event.location ? <span className="block">{event.location}</span> : null}
                <address className="mt-1 text-sm not-italic leading-relaxed text-white/65">
                  {site.name}
                  {address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <a
                  href={facts.mapHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="tap-target mt-2 inline-block text-sm text-gold-400 underline underline-offset-4 hover:text-gold-300"
                >
                  {t('openMap')}
                  <span className="sr-only"> {common('opensInNewTab')}</span>
                </a>
              </Fact>
            </dl>
            {past ? null : (
              <div className="mt-6 flex flex-col gap-3">
                <TicketButton locale={locale} event={event} className={`${primaryButton} w-full`} />
                <a
                  href={icsPath(locale, event.slug)}
                  download
                  className={`${secondaryButton} w-full`}
                >
                  <CalendarPlusIcon />
                  {t('addToCalendar')}
                </a>
              </div>
            )}
            <p className="mt-6 text-xs text-white/55">{t('ageNote')}</p>
          </div>
        </aside>
      </div>
      {more}
    </>
  );
}
