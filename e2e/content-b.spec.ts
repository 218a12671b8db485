import { expect, test, type Page } from '@playwright/test';
import { formatNumber, formatPrice, localFacts } from '../lib/content/format';
import type { Locale } from '../lib/i18n/locales';
import { defaultSiteFacts } from '../lib/site';
import { houseFigures } from '../lib/content/facts';
import { factValues } from '../lib/content/venue-facts';

// The embedded provider seeds the same venue facts as the site's defaults.
const facts = defaultSiteFacts();
const times = factValues('en', facts);
import de from '../messages/de.json';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import tr from '../messages/tr.json';
import { serverPage, settled } from './helpers';
import { E2E } from './ports';

// German is offered for event solutions and customize only; English sits under it, as on the site.
const messages: Record<Locale, typeof en> = { en, tr, ru, de: { ...en, ...de } as typeof en };
// Intl puts no-break spaces in some locales; the page text is compared with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// The machine is shared and images are optimised on first request: wait for the document, not
// for every image, and give each test more time than the default.
test.describe.configure({ timeout: 60_000 });

// Hydration can take a while on a busy machine.
const hydrated = { timeout: 30_000 };

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

// What each language's pages say is read on the HTML the server sends (the browser draws every page
// type in the axe and phone-width walks); the interactions (tabs, accordions, the widget, the
// customiser) run in the browser.
const HEADINGS = '#main :is(h1, h2, h3, h4)';

type Case = { locale: Locale; path: string };
const offers: Case[] = [
  { locale: 'en', path: '/our-offers' },
  { locale: 'tr', path: '/tr/tekliflerimiz' },
  { locale: 'ru', path: '/ru/our-offers' },
];
const contact: Case[] = [
  { locale: 'en', path: '/contact-us' },
  { locale: 'tr', path: '/tr/bize-ulasin' },
  { locale: 'ru', path: '/ru/contact-us' },
];
const faq: Case[] = [
  { locale: 'en', path: '/frequently-asked-questions' },
  { locale: 'tr', path: '/tr/sik-sorulan-sorular' },
  { locale: 'ru', path: '/ru/frequently-asked-questions' },
];
const eventSolutions: Case[] = [
  { locale: 'en', path: '/event-solutions' },
  { locale: 'tr', path: '/tr/organizasyon-cozumleri' },
  { locale: 'ru', path: '/ru/event-solutions' },
  { locale: 'de', path: '/de/event-solutions' },
];
const customize: Case[] = [
  { locale: 'en', path: '/customize' },
  { locale: 'tr', path: '/tr/customize' },
  { locale: 'ru', path: '/ru/customize' },
  { locale: 'de', path: '/de/customize' },
];
const legal: (Case & { page: 'legalNotices' | 'cookies' | 'privacy' })[] = [
  { locale: 'en', path: '/legal-notices', page: 'legalNotices' },
  { locale: 'tr', path: '/tr/legal-notices-tr', page: 'legalNotices' },
  { locale: 'ru', path: '/ru/legal-notices', page: 'legalNotices' },
  { locale: 'en', path: '/cookies', page: 'cookies' },
  { locale: 'tr', path: '/tr/cerezler', page: 'cookies' },
  { locale: 'ru', path: '/ru/cookies', page: 'cookies' },
  { locale: 'en', path: '/privacy', page: 'privacy' },
  { locale: 'tr', path: '/tr/privacyTr', page: 'privacy' },
  { locale: 'ru', path: '/ru/privacy', page: 'privacy' },
];

test.describe('our offers', () => {
  for (const { locale, path } of offers) {
    test(`${path}: price cards, seating plan, rules (${locale})`, async ({ page }) => {
      const t = messages[locale].Offers;
      const { query } = await serverPage(page, path);
      expect(await query('html', 'lang')).toEqual([locale]);
      const headings = await query(HEADINGS);
      for (const title of [t.dinnerShow.title, t.premium.title, t.club.title, t.rules.title]) {
        expect(headings).toContain(title);
      }
      const text = plain((await query('#main')).join(' '));
      for (const [amount, currency] of [
        [80, 'EUR'],
        [100, 'EUR'],
        [125, 'EUR'],
        [150, 'EUR'],
        [200, 'EUR'],
        [250, 'EUR'],
        [2500, 'EUR'],
        [1500, 'TRY'],
        [500, 'EUR'],
        [35000, 'TRY'],
        [40000, 'TRY'],
      ] as const) {
        expect(text).toContain(plain(formatPrice(locale, amount, currency)));
      }
      expect(text).toContain(times.doorsOpen);
      expect(await query('#main img', 'alt')).toContain(t.seating.alt);
      expect(text).toContain(plain(t.rules.childDiscount));
      expect(text).toContain(plain(t.rules.groups));
    });
  }

  test('the reservation widget opens the booking site with adults and children', async ({
    page,
    context,
  }) => {
    const t = en.Offers.widget;
    await context.route(/booking\.andyshow\.example/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>booking</title>' }),
    );
    await open(page, '/our-offers');
    const form = page.getByRole('form', { name: t.title });
    await expect(form).toHaveAttribute('data-ready', 'true', hydrated);
    await form.getByRole('button', { name: t.add.replace('{label}', t.adults) }).click();
    await form.getByRole('button', { name: t.add.replace('{label}', t.children) }).click();
    await expect(form.getByRole('spinbutton', { name: t.adults })).toHaveValue('3');
    await expect(form.getByRole('spinbutton', { name: t.children })).toHaveValue('1');
    // widget.total is an ICU plural: "{count, plural, one {# guest in total} other {# guests in total}}".
    await expect(form.getByText('4 guests in total')).toBeVisible();
    await expect(form.getByText(t.childrenHint)).toBeVisible();

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      form.getByRole('button', { name: new RegExp(t.book) }).click(),
    ]);
    const url = new URL(popup.url());
    expect(url.host).toBe('booking.andyshow.example');
    expect(url.searchParams.get('adults')).toBe('3');
    expect(url.searchParams.get('children')).toBe('1');
    expect(page.url()).toContain('/our-offers');

    // Groups of 9 or more are sent to the venue instead.
    await form.getByRole('spinbutton', { name: t.adults }).fill('9');
    await expect(form.getByText(t.groupNote)).toBeVisible();
    await expect(form.getByRole('button', { name: new RegExp(t.book) })).toHaveCount(0);
    await expect(form.getByRole('link', { name: t.contact })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

test.describe('contact information', () => {
  // Every language's four panels on the HTML the server sends; the tabs worked in the browser once.
  for (const { locale, path } of contact) {
    test(`${path}: address, contact, hours and rules in the server's HTML (${locale})`, async ({
      page,
    }) => {
      const t = messages[locale].Contact;
      const { query } = await serverPage(page, path);
      expect(await query('html', 'lang')).toEqual([locale]);
      expect(await query('#main h2')).toContain(t.address.title);
      const hours = (await query('#visitor-info li')).map(plain);
      for (const [time, label] of [
        [times.doorsOpen, t.hours.doors],
        [times.dinnerHours, t.hours.dinner],
        [times.showHours, t.hours.show],
        [times.clubHours, t.hours.club],
      ]) {
        expect(
          hours.some((item) => item.includes(plain(label!)) && item.includes(time!)),
          `${label} ${time}`,
        ).toBe(true);
      }
      const text = plain((await query('#visitor-info')).join(' '));
      expect(text).toContain(times.lobsterClubHours);
      const minutes = String(houseFigures.entranceClosesMinutes);
      expect(text).toContain(plain(t.hours.entrance.replace('{minutes}', minutes)));
      expect(text).toContain(plain(t.rules.bags));
      const links = await query('#visitor-info a', 'href');
      for (const href of [facts.phoneHref, facts.mailHref, facts.whatsappHref, facts.telegramHref])
        expect(links).toContain(href);
    });
  }

  for (const { locale, path } of contact.slice(0, 1)) {
    test(`${path}: tabs with address, contact, hours and rules (${locale})`, async ({ page }) => {
      const t = messages[locale].Contact;
      await open(page, path);
      await expect(page.locator('#visitor-info')).toHaveAttribute('data-ready', 'true', hydrated);
      await expect(page.getByRole('heading', { name: t.address.title, level: 2 })).toBeVisible();
      await page.getByRole('tab', { name: t.tabs.hours, exact: true }).click();
      const hours = page.getByRole('tabpanel', { name: t.tabs.hours, exact: true });
      // The whole evening (docs/product.md §9): doors, dinner, show, club, and the Lobster Club.
      for (const [time, label] of [
        [times.doorsOpen, t.hours.doors],
        [times.dinnerHours, t.hours.dinner],
        [times.showHours, t.hours.show],
        [times.clubHours, t.hours.club],
      ]) {
        const item = hours.getByRole('listitem').filter({ hasText: label! });
        await expect(item.getByText(time!, { exact: true })).toBeVisible();
      }
      await expect(hours.getByText(times.lobsterClubHours, { exact: true })).toBeVisible();
      const minutes = String(houseFigures.entranceClosesMinutes);
      await expect(
        hours.getByText(plain(t.hours.entrance.replace('{minutes}', minutes))),
      ).toBeVisible();
      await page.getByRole('tab', { name: t.tabs.rules, exact: true }).click();
      const rules = page.getByRole('tabpanel', { name: t.tabs.rules, exact: true });
      await expect(rules.getByText(t.rules.bags)).toBeVisible();
      expect(t.rules.bags).toContain('16');
      await page.getByRole('tab', { name: t.tabs.contact, exact: true }).click();
      const channels = page.getByRole('tabpanel', { name: t.tabs.contact, exact: true });
      await expect(channels.locator(`a[href="${facts.phoneHref}"]`)).toBeVisible();
      await expect(channels.locator(`a[href="${facts.mailHref}"]`)).toBeVisible();
      await expect(channels.locator(`a[href="${facts.whatsappHref}"]`)).toBeVisible();
      await expect(channels.locator(`a[href="${facts.telegramHref}"]`)).toBeVisible();
    });
  }

  test('the tabs follow the WAI-ARIA pattern: arrows, Home and End, roving tabindex', async ({
    page,
  }) => {
    const t = en.Contact.tabs;
    await open(page, '/contact-us');
    await expect(page.locator('#visitor-info')).toHaveAttribute('data-ready', 'true', hydrated);
    const tabs = page.getByRole('tablist', { name: en.Contact.tabsLabel }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect(tab(t.address)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(t.address)).toHaveAttribute('tabindex', '0');
    await expect(tab(t.contact)).toHaveAttribute('tabindex', '-1');

    await tab(t.address).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(t.contact)).toBeFocused();
    await expect(tab(t.contact)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(t.address)).toHaveAttribute('aria-selected', 'false');
    await expect(tab(t.address)).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel', { name: t.contact })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.Contact.address.title })).toBeHidden();

    await page.keyboard.press('End');
    await expect(tab(t.rules)).toBeFocused();
    await expect(page.getByRole('heading', { name: en.Contact.rules.title })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab(t.address)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(t.rules)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(t.address)).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: t.address })).toBeFocused();

    // A link to #hours opens that tab.
    await open(page, '/contact-us#hours');
    await expect(tab(t.hours)).toHaveAttribute('aria-selected', 'true');
  });

  test('without JavaScript every panel is shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${E2E.site}/contact-us`);
    for (const title of [
      en.Contact.address.title,
      en.Contact.contact.title,
      en.Contact.hours.title,
      en.Contact.rules.title,
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('tablist')).toBeHidden();
    await context.close();
  });

  test('without a maps key the page asks no host but the site, and links to the map', async ({
    page,
  }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) hosts.add(url.host);
    });
    await open(page, '/contact-us');
    await page.mouse.wheel(0, 4000);
    await settled(page);
    expect([...hosts]).toEqual([new URL(E2E.site).host]);
    const mapLink = page.getByRole('link', { name: new RegExp(en.Contact.address.openMap) });
    await expect(mapLink).toHaveAttribute('href', facts.mapHref);
    await expect(mapLink).toHaveAttribute('target', '_blank');
    await expect(page.getByText(facts.address.street)).toBeVisible();
  });
});

// Every language's questions on the HTML the server sends; one accordion is worked with the keyboard.
test.describe('FAQ', () => {
  for (const { locale, path } of faq) {
    test(`${path}: groups as accordions, refund rules (${locale})`, async ({ page }) => {
      const t = messages[locale].Faq;
      const { query } = await serverPage(page, path);
      expect(await query('html', 'lang')).toEqual([locale]);
      const titles = await query('main section > div > h2');
      for (const group of Object.values(t.groups)) expect(titles).toContain(group.title);
      // Each question a closed <details>: its answer shows once it is opened.
      const refund = t.groups.refunds.items.policy;
      const closed = (await query('main details:not([open])')).map(plain);
      const item = closed.find((text) => text.includes(plain(refund.question)));
      expect(item, refund.question).toContain(plain(refund.answer));
      for (const figure of ['15', '14', '7', '6', '50']) expect(refund.answer).toContain(figure);
      // The same questions as schema.org FAQPage structured data.
      const jsonLd = await query('script[type="application/ld+json"]');
      const faqPage = jsonLd.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'FAQPage');
      const count = Object.values(t.groups).reduce((n, g) => n + Object.keys(g.items).length, 0);
      expect(faqPage?.mainEntity).toHaveLength(count);
      expect(JSON.stringify(faqPage)).toContain(JSON.stringify(refund.question));
    });
  }

  test('an accordion opens and closes with Enter and Space', async ({ page }) => {
    const item = en.Faq.groups.tickets.items.groups;
    await open(page, '/frequently-asked-questions');
    const summary = page.locator('summary', { hasText: item.question });
    const details = page.locator('details', { has: summary });
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(page.getByText(item.answer)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open', '');
    await expect(page.getByText(item.answer)).toBeHidden();
  });
});

// Every language's legal pages on the HTML the server sends (a table of contents whose entries are
// the page's h2s); the browser reads one, as drawn: the measure, and a contents link that scrolls.
test.describe('legal pages', () => {
  for (const { locale, path, page: key } of legal) {
    test(`${path}: long text with a table of contents (${locale})`, async ({ page }) => {
      const t = messages[locale];
      const { query } = await serverPage(page, path);
      expect(await query('html', 'lang')).toEqual([locale]);
      expect((await query('main h1'))[0]).toBeTruthy();
      const label = t.Legal.toc.replace(/"/g, '\\"');
      const targets = await query(`nav[aria-label="${label}"] a`, 'href');
      const ids = await query('main h2[id]', 'id');
      // Two copies of the contents (a drawer on phones, a column on desktops), the same entries.
      expect(targets.length / 2).toBeGreaterThan(3);
      for (const href of targets) expect(ids).toContain(decodeURIComponent(href.slice(1)));
      if (key === 'privacy') expect(await query('main h2#kvkk')).toEqual([t.Legal.kvkk.title]);
    });
  }

  test('drawn: a readable measure, and the contents link to the KVKK section', async ({ page }) => {
    const t = messages.tr;
    await open(page, '/tr/privacyTr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const toc = page.getByRole('navigation', { name: t.Legal.toc }).last();
    await expect(toc).toBeVisible();
    const measure = await page
      .locator('div.prose-venue')
      .evaluate((el) => parseFloat(getComputedStyle(el).maxWidth));
    expect(measure).toBeLessThan(800);
    await expect(
      page.getByRole('heading', { name: t.Legal.kvkk.title, level: 2, exact: true }),
    ).toBeVisible();
    await toc.getByRole('link', { name: t.Legal.kvkk.title, exact: true }).click();
    await expect(page).toHaveURL(/#kvkk$/);
  });
});

test.describe('event solutions', () => {
  for (const { locale, path } of eventSolutions) {
    test(`${path}: types, infrastructure, capacities, downloads (${locale})`, async ({ page }) => {
      const t = messages[locale].EventSolutions;
      const { query } = await serverPage(page, path);
      expect(await query('html', 'lang')).toEqual([locale]);
      const headings = await query(HEADINGS);
      expect(headings).toContain(t.infrastructure.title);
      for (const type of Object.values(t.types)) expect(headings).toContain(type.title);
      const text = plain((await query('#main')).join(' '));
      const figures = localFacts(locale).technical;
      for (const figure of [
        '270°',
        plain(figures.facadeTotalPixels),
        plain(figures.effectScreen),
        plain(figures.mapping),
        `${plain(figures.lumens)} ANSI`,
      ]) {
        expect(text).toContain(figure);
      }
      for (const capacity of [1000, 1200, 500]) {
        expect(text).toContain(plain(formatNumber(locale, capacity)));
      }
      const proposal = {
        en: '/proposal-request',
        tr: '/tr/teklif-al',
        ru: '/ru/proposal-request',
        de: '/de/proposal-request',
      }[locale];
      const ctas = await query(`#main a[href="${proposal}"]`);
      expect(ctas.some((cta) => cta.includes(t.quote.cta))).toBe(true);
      expect(await query('#main img', 'alt')).toContain(t.seating.alt);
    });
  }

  test('the infrastructure accordions toggle with the keyboard', async ({ page }) => {
    const t = en.EventSolutions.infrastructure;
    await open(page, '/event-solutions');
    const summary = page.locator('summary', { hasText: t.facade.title });
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.facade.body)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.facade.body)).toBeHidden();
  });

  test('the catalogue and technical PDFs download, with type and size shown', async ({
    page,
    request,
  }) => {
    await open(page, '/event-solutions');
    for (const [name, href] of [
      [en.EventSolutions.downloads.catalogue, '/files/andy-show-event-catalogue.pdf'],
      [en.EventSolutions.downloads.technical, '/files/andy-show-technical-information.pdf'],
    ] as const) {
      const link = page.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('download', '');
      // The size is bound to its unit (a no-break space).
      await expect(link).toContainText(/PDF · \d+\u00a0kB/);
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

test.describe('customize', () => {
  for (const { locale, path } of customize) {
    test(`${path}: choices and a summary (${locale})`, async ({ page }) => {
      const t = messages[locale].Customize;
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('form[data-ready]')).toHaveCount(1, hydrated);
      await expect(page.getByRole('heading', { name: t.summary.title, exact: true })).toBeVisible();
      const summary = page.getByRole('complementary', { name: t.summary.title, exact: true });
      // Default: 2 adults, Silver package at 100 € each.
      await expect(summary).toContainText(plain(formatPrice(locale, 200, 'EUR')));
      await page.getByRole('radio', { name: new RegExp(t.zone.frontRow) }).check();
      await expect(summary).toContainText(plain(formatPrice(locale, 500, 'EUR')));
      await expect(
        page.getByRole('radio', { name: new RegExp(t.packages.classic) }),
      ).toBeDisabled();
      await page.getByRole('checkbox', { name: new RegExp(t.extras.clubEntry) }).check();
      await expect(summary).toContainText(plain(formatPrice(locale, 3000, 'TRY')));
    });
  }
});
