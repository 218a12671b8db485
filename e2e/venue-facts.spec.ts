import { expect, test, type APIRequestContext } from '@playwright/test';
import { venueFactKeys, type VenueFact } from '../lib/content/venue-facts';
import { eventHref } from '../lib/i18n/navigation';
import { defaultFacts } from '../lib/site';
import { allRoutes, decodeEntities, type RouteCase } from './helpers';
import { E2E } from './ports';
import { locales } from '../lib/i18n/locales';
import { EVENT_DETAIL, type AppPathname } from '../lib/i18n/routes';

// Venue facts have one home (docs/decisions.md): an editor changes every fact through the editor
// API, publishes, and every route of docs/product.md §2 in every language (and every event page)
// shows the new values exactly where the workspace says each fact shows, and the old ones nowhere
// in the HTML (text, links, JSON-LD, metas). Twice: from the seed's facts to set A, then from A to
// B, so the second walk needs no exception. Its own project (playwright.config.ts): while it runs,
// no other test may see the venue change.

const bearer = { authorization: `Bearer ${E2E.adminToken}` };

type Facts = typeof defaultFacts;

const setA: Facts = {
  phone: '+90 242 777 12 34',
  email: 'desk@andyshow-a.example',
  messengers: { whatsapp: 'https://wa.me/905301112233', telegram: 'https://t.me/andyshow_desk' },
  social: {
    instagram: 'https://www.instagram.com/andyshow.facts.a',
    facebook: 'https://www.facebook.com/andyshow.facts.a',
    youtube: 'https://www.youtube.com/@andyshow.facts.a',
  },
  address: {
    street: 'Kundu Yolu No. 7, Aksu',
    locality: 'Aksu',
    region: 'Antalya',
    postalCode: '07112',
    country: 'TR',
  },
  geo: { latitude: 36.8512, longitude: 30.8567 },
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=36.8512,30.8567',
  // Minutes no event of the seed uses, so no event's own time is taken for a fact.
  hours: {
    doors: '19:35',
    dinner: { opens: '20:05', closes: '21:05' },
    show: { opens: '21:10', closes: '22:35' },
    club: { opens: '23:05', closes: '03:35' },
    lobsterClub: { opens: '18:55', closes: '23:55' },
  },
};

const setB: Facts = {
  phone: '+90 242 999 88 77',
  email: 'hello@andyshow-b.example',
  messengers: { whatsapp: 'https://wa.me/905309998877', telegram: 'https://t.me/andyshow_night' },
  social: {
    instagram: 'https://www.instagram.com/andyshow.facts.b',
    facebook: 'https://www.facebook.com/andyshow.facts.b',
    youtube: 'https://www.youtube.com/@andyshow.facts.b',
  },
  address: {
    street: 'Konyaaltı Caddesi No. 12, Liman',
    locality: 'Konyaaltı',
    region: 'Antalya',
    postalCode: '07070',
    country: 'TR',
  },
  geo: { latitude: 36.8731, longitude: 30.6412 },
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=36.8731,30.6412',
  hours: {
    doors: '19:40',
    dinner: { opens: '20:10', closes: '21:20' },
    show: { opens: '21:25', closes: '22:55' },
    club: { opens: '23:25', closes: '04:05' },
    lobsterClub: { opens: '18:45', closes: '23:45' },
  },
};

const digits = (text: string) => text.replace(/\D/g, '');
const handle = (url: string | null) => url?.split('/').filter(Boolean).pop() ?? '';

/** What shows that a fact is on a page: any of its probes (times match as whole times). */
function probes(facts: Facts): Record<VenueFact, string[]> {
  const { hours } = facts;
  return {
    phone: [facts.phone, `tel:+${digits(facts.phone)}`],
    email: [facts.email],
    whatsapp: [digits(facts.messengers.whatsapp ?? '')],
    telegram: [handle(facts.messengers.telegram)],
    address: [facts.address.street, `${facts.address.postalCode} ${facts.address.locality}`],
    doors: [hours.doors],
    dinner: [hours.dinner.opens, hours.dinner.closes],
    show: [hours.show.opens, hours.show.closes],
    club: [hours.club.opens, hours.club.closes],
    lobsterClub: [hours.lobsterClub.opens, hours.lobsterClub.closes],
  };
}

const isTime = (probe: string) => /^\d\d:\d\d$/.test(probe);

function contains(html: string, probe: string): boolean {
  if (!isTime(probe)) return html.includes(probe);
  // A whole time: not part of a longer figure, an ISO instant (T19:30:00) or a date.
  return new RegExp(`(?<![\\d:T.])${probe}(?![\\d:])`).test(html);
}

/** The other links of the facts: old ones must be gone too. */
const links = (facts: Facts) => [
  ...Object.values(facts.social).filter((url): url is string => url !== null),
  `${facts.geo!.latitude},${facts.geo!.longitude}`,
];

async function publish(request: APIRequestContext, facts: Facts) {
  const saved = await request.put(`${E2E.provider}/admin/settings`, {
    headers: bearer,
    data: facts,
  });
  expect(saved.status()).toBe(200);
  const published = await request.post(`${E2E.provider}/admin/settings/publish`, {
    headers: bearer,
  });
  expect(published.status()).toBe(200);
  // The provider's webhook drops the `settings` tag; the first render after it has the new facts.
  await expect
    .poll(async () => (await request.get('/contact-us')).text(), { timeout: 10_000 })
    .toContain(facts.email);
}

type Visited = RouteCase<AppPathname> & { html: string; showsEvents: boolean };

/** Every route in every language, and every event page, as a crawler gets it. */
async function walk(request: APIRequestContext): Promise<Visited[]> {
  const routes: RouteCase<AppPathname>[] = allRoutes();
  for (const locale of locales) {
    const events = (await (
      await request.get(`${E2E.provider}/admin/events`, {
        params: { lang: locale },
        headers: bearer,
      })
    ).json()) as { slug: string; status: string; sitePath: string }[];
    for (const event of events) {
      if (event.status === 'SCHEDULED' || event.status === 'TENTATIVE') {
        routes.push({
          locale,
          route: EVENT_DETAIL,
          path: event.sitePath,
          url: `/events-concerts/${event.slug}`,
        });
      }
    }
  }
  const visited: Visited[] = [];
  const queue = [...routes];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let route = queue.shift(); route; route = queue.shift()) {
        const response = await request.get(route.path, { maxRedirects: 0 });
        expect(response.status(), route.path).toBe(200);
        const html = decodeEntities(await response.text());
        // Dated events (<time datetime="2026-…">) bring their own times, which may equal the seed's.
        visited.push({ ...route, html, showsEvents: /<time [^>]*datetime="\d{4}-/i.test(html) });
      }
    }),
  );
  return visited;
}

/** Where the workspace says each fact shows, per language (GET /admin/settings/usage). */
async function usage(request: APIRequestContext) {
  const byLocale = new Map<string, Record<VenueFact, string[]>>();
  for (const locale of locales) {
    const response = await request.get(`${E2E.provider}/admin/settings/usage`, {
      params: { lang: locale },
      headers: bearer,
    });
    expect(response.status()).toBe(200);
    byLocale.set(locale, await response.json());
  }
  return (route: RouteCase<AppPathname>, fact: VenueFact) => {
    const places = byLocale.get(route.locale)![fact];
    const eventPages = eventHref(route.locale, '*');
    return (
      places.includes('*') ||
      places.includes(route.path) ||
      (places.includes(eventPages) && route.path.startsWith(eventPages.slice(0, -1)))
    );
  };
}

/** Each fact shows exactly where the workspace says, and nothing of `old` is left anywhere. */
async function check(
  request: APIRequestContext,
  current: Facts,
  old: Facts,
  { eventsKeepTheirTimes }: { eventsKeepTheirTimes: boolean },
) {
  const shownOn = await usage(request);
  const visited = await walk(request);
  expect(visited.length).toBeGreaterThan(100);
  const now = probes(current);
  const before = probes(old);
  const wrong: string[] = [];
  for (const page of visited) {
    for (const fact of venueFactKeys) {
      const expected = shownOn(page, fact);
      const shown = now[fact].some((probe) => contains(page.html, probe));
      if (shown !== expected) {
        wrong.push(`${page.path}: ${fact} ${shown ? 'shown, not listed' : 'listed, not shown'}`);
      }
      for (const probe of before[fact]) {
        if (eventsKeepTheirTimes && page.showsEvents && isTime(probe)) continue;
        if (contains(page.html, probe)) wrong.push(`${page.path}: old ${fact} “${probe}”`);
      }
    }
    for (const link of links(old)) {
      if (page.html.includes(link)) wrong.push(`${page.path}: old link “${link}”`);
    }
  }
  expect(wrong).toEqual([]);
}

test('every fact an editor publishes reaches every page in every language, and the old value is gone everywhere', async ({
  request,
}) => {
  test.setTimeout(6 * 60_000);
  const original = (
    await (await request.get(`${E2E.provider}/admin/settings`, { headers: bearer })).json()
  ).published as Facts;
  expect(original).toEqual(defaultFacts);
  try {
    await publish(request, setA);
    // The seed's events keep their own times (the venue's evening when they were planned).
    await check(request, setA, original, { eventsKeepTheirTimes: true });
    await publish(request, setB);
    await check(request, setB, setA, { eventsKeepTheirTimes: false });
  } finally {
    await publish(request, original);
  }
});
