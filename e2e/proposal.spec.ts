import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  PROVIDER_FORMS_LOCK,
  asClient,
  daysAhead,
  findSubmission,
  recordFormPosts,
  tabTo,
  typed,
  uniqueTag,
} from './forms-helpers';

const wizard = (page: Page, name = 'Proposal request') => page.getByRole('form', { name });
const stepHeading = (page: Page) => page.locator('form[data-step] h2').first();
/** The wizard after hydration (it starts again from the tab's draft then): clicks before it are lost. */
const ready = (page: Page) =>
  expect(page.locator('form[data-step]')).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });

// The machine running the suite may be busy: pages render on first request.
test.describe.configure({ timeout: 90_000 });

test.describe('proposal request', () => {
  test.describe.configure({ lock: PROVIDER_FORMS_LOCK });

  test('keyboard only: four steps, a summary, a success message and a countdown', async ({
    page,
    request,
  }) => {
    const address = await asClient(page);
    const date = daysAhead(45);
    const email = `kb-${uniqueTag()}@example.com`;
    await page.goto('/proposal-request');
    await ready(page);
    await expect(stepHeading(page)).toHaveText('Event details');
    await expect(
      page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]'),
    ).toContainText('Event details');

    await page.locator('body').focus();
    await tabTo(page, 'input[name="eventType"]');
    await page.keyboard.press('ArrowRight'); // Product launch
    await page.keyboard.press('ArrowRight'); // Corporate & networking event
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // 101-250
    await page.keyboard.press('Tab');
    await page.keyboard.type(typed(date, 'dmy'));
    await page.keyboard.press('Enter'); // submits the step: Next

    await expect(stepHeading(page)).toHaveText('B2B offers');
    await expect(stepHeading(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Venue hire
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Resident DJ
    await tabTo(page, 'button[value="next"]');
    await page.keyboard.press('Enter');

    await expect(stepHeading(page)).toHaveText('Contact');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jürgen Groß');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Groß & Partner GmbH');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+49 170 123 45 67');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Stage for 12 musicians.');
    await tabTo(page, 'button[value="next"]');
    await page.keyboard.press('Enter');

    await expect(stepHeading(page)).toHaveText('Confirmation');
    const form = wizard(page);
    for (const text of [
      'Corporate & networking event',
      '101–250',
      'Venue hire',
      'Resident DJ',
      'Jürgen Groß',
      'Groß & Partner GmbH',
      email,
      'Stage for 12 musicians.',
    ]) {
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    }
    await tabTo(page, 'input[name="consent"]');
    await page.keyboard.press('Space');
    await tabTo(page, 'button[value="send"]');
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('heading', {
        name: 'Your request has been sent successfully! We will get back to you shortly.',
      }),
    ).toBeFocused();
    await expect(page.getByRole('timer')).toHaveText(/You will be redirected in [1-5]\s+seconds?/);

    const stored = await findSubmission(request, 'proposal', email);
    expect(stored?.payload).toEqual({
      eventType: 'corporate-networking',
      guestCount: '101-250',
      preferredDate: date,
      offerTypes: ['venue', 'resident-dj'],
      contactPerson: 'Jürgen Groß',
      companyName: 'Groß & Partner GmbH',
      phoneNumber: '+491701234567',
      email,
      additionalNotes: 'Stage for 12 musicians.',
      consent: true,
      propertyId: 4,
      locale: 'en',
    });
    expect(stored?.clientIp).toBe(address);
    // docs/product.md §4: the success ends on the home page.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  });

  test('in German: placeholder mm/dd/yyyy, German messages, home after the countdown', async ({
    page,
    request,
  }) => {
    await asClient(page);
    const date = daysAhead(60);
    const email = `de-${uniqueTag()}@example.de`;
    await page.goto('/de/proposal-request');
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const form = wizard(page, 'Angebotsanfrage');
    const dateField = form.getByRole('textbox', { name: /Wunschtermin/ });
    await expect(dateField).toHaveAttribute('placeholder', 'mm/dd/yyyy');

    await form.getByRole('button', { name: /Weiter/ }).click();
    await expect(dateField).toHaveAccessibleDescription(/^Dieses Feld ist erforderlich\./);
    await form.getByText('Hochzeit & Feier').click();
    await form.getByText('1.000+', { exact: true }).click();
    await dateField.fill(typed(date, 'mdy'));
    await form.getByRole('button', { name: /Weiter/ }).click();
    await expect(stepHeading(page)).toHaveText('Leistungen');
    await form.getByText('Champagner-Paket').click();
    await form.getByRole('button', { name: /Weiter/ }).click();
    await form.getByRole('textbox', { name: /Ansprechperson/ }).fill('Anna Müller');
    await form.getByRole('textbox', { name: /Firmenname/ }).fill('Müller Events');
    await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('+49 30 1234567');
    await form.getByRole('textbox', { name: /E-Mail/ }).fill(email);
    await form.getByRole('button', { name: /Weiter/ }).click();
    await expect(stepHeading(page)).toHaveText('Bestätigung');
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const longDate = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'full',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month - 1, day)));
    await expect(form.getByText(longDate)).toBeVisible();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(
      'Sie müssen die Datenschutzerklärung akzeptieren.',
    );
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(
      page.getByText(
        'Ihre Anfrage wurde erfolgreich übermittelt! Wir werden uns in Kürze bei Ihnen melden.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(
      /Sie werden in [1-5]\s+Sekunden? weitergeleitet/,
    );
    const stored = await findSubmission(request, 'proposal', email);
    expect(stored?.payload).toMatchObject({
      eventType: 'wedding-celebrations',
      guestCount: '1000+',
      preferredDate: date,
      offerTypes: ['champagne-package'],
      additionalNotes: '',
      locale: 'de',
      propertyId: 4,
    });
    // German has no home page: the English one.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  });

  test('a reload and the back button keep what was typed', async ({ page }) => {
    await asClient(page);
    await page.goto('/tr/teklif-al');
    await ready(page);
    const form = wizard(page, 'Teklif talebi');
    await form.getByText('Konser ve gösteri').click();
    await form.getByText('51–100').click();
    const date = daysAhead(20);
    await form.getByRole('textbox', { name: /Tercih edilen tarih/ }).fill(typed(date, 'dmy'));
    await form.getByRole('button', { name: /İleri/ }).click();
    await expect(stepHeading(page)).toHaveText('Hizmetler');
    await form.getByText('Fotoğraf ve video').click();

    await page.reload();
    await expect(stepHeading(page)).toHaveText('Hizmetler');
    await expect(form.getByRole('checkbox', { name: 'Fotoğraf ve video' })).toBeChecked();

    await page.goto('/tr/hakkimizda');
    await page.goBack();
    await expect(stepHeading(page)).toHaveText('Hizmetler');
    await form.getByRole('button', { name: /Geri/ }).click();
    await expect(stepHeading(page)).toHaveText('Etkinlik bilgileri');
    await expect(form.getByRole('radio', { name: 'Konser ve gösteri' })).toBeChecked();
    await expect(form.getByRole('radio', { name: '51–100' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /Tercih edilen tarih/ })).toHaveValue(
      typed(date, 'dmy'),
    );
  });

  test('Next validates each step; a past date is refused; nothing is sent', async ({ page }) => {
    await asClient(page);
    const posts = recordFormPosts(page);
    await page.goto('/proposal-request');
    await ready(page);
    const form = wizard(page);
    await form.getByRole('button', { name: /Next/ }).click();
    await expect(form.getByText('This field is required.')).toHaveCount(3);
    await expect(form.getByRole('radio', { name: 'Gala & awards night' })).toBeFocused();
    await form.getByText('Gala & awards night').click();
    await form.getByText('1–50', { exact: true }).click();
    const dateField = form.getByRole('textbox', { name: /Preferred date/ });
    await dateField.fill(typed(daysAhead(-1), 'dmy'));
    await expect(dateField).toHaveAccessibleDescription(/^Choose today or a later date/);
    await form.getByRole('button', { name: /Next/ }).click();
    await expect(stepHeading(page)).toHaveText('Event details');
    await expect(dateField).toBeFocused();
    await dateField.fill(typed(daysAhead(0), 'dmy'));
    await form.getByRole('button', { name: /Next/ }).click();
    await expect(stepHeading(page)).toHaveText('B2B offers');
    await form.getByRole('button', { name: /Next/ }).click();
    await form.getByRole('button', { name: /Next/ }).click();
    await expect(stepHeading(page)).toHaveText('Contact');
    await expect(form.getByText('This field is required.')).toHaveCount(4);
    await form.getByRole('textbox', { name: /Phone number/ }).fill('12 34');
    await expect(form.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(
      /^Enter a valid phone number/,
    );
    expect(posts).toEqual([]);
    const results = await new AxeBuilder({ page }).include('#main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  });
});

test.describe('thank-you page', () => {
  // The page's clock is ours: the countdown does not run away while a busy machine loads the page.
  test('states the request was received and goes home after 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await expect(page.getByText('Your request has been received.')).toBeVisible();
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText('You will be redirected in 5 seconds');
    await page.clock.runFor(1000);
    await expect(timer).toHaveText('You will be redirected in 4 seconds');
    for (const left of ['3 seconds', '2 seconds', '1 second']) {
      await page.clock.runFor(1000);
      await expect(timer).toHaveText(`You will be redirected in ${left}`);
    }
    await expect(page).toHaveURL(/\/thank-you$/);
    await page.clock.runFor(1000);
    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  });

  test('is offered in German and Turkish, each going to its home page', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/de/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank!');
    await expect(page.getByRole('timer')).toHaveText('Sie werden in 5 Sekunden weitergeleitet');
    await expect(page.getByRole('link', { name: 'Jetzt zur Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
    await page.goto('/tr/tesekkurler');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teşekkürler!');
    await expect(page.getByRole('timer')).toHaveText('5 saniye içinde yönlendirileceksiniz');
    await page.clock.resume();
    await page.waitForURL((url) => url.pathname === '/tr', { timeout: 20_000 });
  });
});
