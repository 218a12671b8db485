import { addDays, istanbulIso } from '../dates';
import type { NewEvent } from '../events';
import { LOCALES, type EventLocalized, type Locale } from '../types';
import { eventCopyDe } from './event-copy-de';
import { eventCopyEn } from './event-copy-en';
import { eventCopyRu } from './event-copy-ru';
import { eventCopyTr } from './event-copy-tr';
import type { EventCopy } from './event-copy-types';
import { planEvents, type EventPlan, type Venue } from './event-plan';
import { VENUE } from './venue';

/**
 * Where an event takes place, in each language (the event page's "Venue" line and social card); the
 * site names the same places for an event German lacks (`Events.places` in its messages).
 */
const LOCATION: Record<Locale, Record<Venue, string>> = {
  en: { theatre: 'Andy Show Theatre, Antalya', club: 'The Sin Night Club' },
  tr: { theatre: 'Andy Show Tiyatrosu, Antalya', club: 'The Sin gece kulübü' },
  ru: { theatre: 'Театр Andy Show, Анталья', club: 'Ночной клуб The Sin' },
  de: { theatre: 'Andy-Show-Theater, Antalya', club: 'Nachtclub The Sin' },
};

/** Every event page ends with the house rules that apply to all events (docs/product.md §6, §9). */
const EVENT_NOTE: Record<Locale, string> = {
  en: '<p><strong>18+</strong>: all events are for guests aged 18 and over. Full refund for cancellations 15 or more days before the event, 50 percent from 14 to 7 days before, none at 6 days or less; card commission is deducted.</p>',
  tr: '<p><strong>18+</strong>: tüm etkinlikler 18 yaş ve üzeri misafirler içindir. Etkinlikten 15 gün veya daha önce yapılan iptallerde tam iade, 14 ile 7 gün arasında %50 iade, 6 gün veya daha az kala iade yapılmaz; kart komisyonu düşülür.</p>',
  ru: '<p><strong>18+</strong>: все мероприятия — для гостей от 18 лет. Полный возврат при отмене за 15 и более дней до мероприятия, 50 % — за 14–7 дней, за 6 дней и менее возврата нет; комиссия за оплату картой удерживается.</p>',
  de: '<p><strong>18+</strong>: Alle Events sind nur für Gäste ab 18 Jahren zugänglich. Bei Stornierung 15 oder mehr Tage vorher erstatten wir den vollen Preis, bei 14 bis 7 Tagen 50 %, bei 6 Tagen oder weniger nichts; die Kartengebühr wird abgezogen.</p>',
};

const image = (plan: EventPlan) => `/media/events/event-${String(plan.image).padStart(2, '0')}.jpg`;

function evening(plan: EventPlan, day: string) {
  return {
    start: istanbulIso(day, plan.start),
    end: istanbulIso(plan.endsNextDay ? addDays(day, 1) : day, plan.end),
  };
}

function localized(plan: EventPlan, copy: EventCopy, lang: Locale): EventLocalized {
  return {
    title: copy.title,
    summary: copy.summary,
    location: LOCATION[lang][plan.venue],
    description: `${copy.description}\n${EVENT_NOTE[lang]}`,
    schedule: copy.schedule.map(([time, text]) => ({ time, text })),
    // No SEO title: the browser title follows the event's title (docs/provider-contract.md).
    meta: { title: '', description: copy.summary, image: image(plan) },
  };
}

/** The seed events, dated relative to `now`, with their translations and sessions. */
export function buildEvents(now: Date): NewEvent[] {
  const { plans, years } = planEvents(now);
  const copies: Record<Locale, Partial<Record<EventPlan['key'], EventCopy>>> = {
    en: eventCopyEn(years),
    tr: eventCopyTr(years),
    ru: eventCopyRu(years),
    de: eventCopyDe(years),
  };
  let sessionId = 7000;
  return plans.map((plan) => {
    const enSlug = copies.en[plan.key]?.slug ?? plan.key;
    const ticketUrl = `${VENUE.booking}/events/${enSlug}`;
    const sessionPlans = plan.sessions ?? [{ day: plan.day, status: plan.status }];
    const sessions = sessionPlans.map((session) => {
      const id = ++sessionId;
      const { start, end } = evening(plan, session.day);
      return {
        id,
        status: session.status,
        startDate: start,
        endDate: end,
        ticketUrl: `${ticketUrl}?session=${id}`,
      };
    });
    const first = evening(plan, plan.day);
    const lastDay = sessionPlans[sessionPlans.length - 1]?.day ?? plan.day;
    return {
      id: plan.id,
      shared: {
        status: plan.status,
        startDate: first.start,
        endDate: evening(plan, lastDay).end,
        doorsOpen: istanbulIso(plan.day, plan.doors),
        comingSoon: plan.comingSoon,
        image: { sourceUrl: image(plan), width: 1200, height: 800 },
        ticketUrl,
        performer: plan.performer ?? null,
        price: plan.price ?? null,
        // Priced events went on sale eight weeks before their first evening.
        salesStart: plan.price ? istanbulIso(addDays(plan.day, -56), '10:00') : null,
      },
      translations: LOCALES.flatMap((lang) => {
        const copy = copies[lang][plan.key];
        return copy ? [{ lang, slug: copy.slug, localized: localized(plan, copy, lang) }] : [];
      }),
      sessions,
    };
  });
}
