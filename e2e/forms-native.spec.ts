import { expect, test, type Page, type Request } from '@playwright/test';
import {
  PROVIDER_FORMS_LOCK,
  asClient,
  daysAhead,
  submissions,
  typed,
  uniqueTag,
} from './forms-helpers';

/**
 * The three forms as the browser sends them itself: with JavaScript off, and on a slow phone before
 * the page has hydrated (docs/architecture.md "Forms before and without JavaScript"). Each is
 * delivered once, answered with a redirect to the confirmation the scripted form shows, a refused
 * field comes back with its message and every value typed, and no visitor data ever rides in a URL.
 */

// Pages render on first request, and a native post renders the whole page again.
test.describe.configure({ timeout: 90_000, lock: PROVIDER_FORMS_LOCK });

const stored = async (page: Page, type: 'newsletter' | 'contact' | 'proposal', email: string) =>
  (await submissions(page.request, type)).filter((s) => s.payload.email === email);

/** Fails the test if any request carries what the visitor typed in its URL. */
function noDataInUrls(page: Page, secrets: string[]) {
  const leaked: string[] = [];
  page.on('request', (request: Request) => {
    const url = decodeURIComponent(request.url());
    if (secrets.some((secret) => url.includes(secret))) leaked.push(url);
  });
  return leaked;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('newsletter: refused fields come back typed and explained, then it is sent once', async ({
    page,
  }) => {
    await asClient(page);
    const email = `nl-nojs-${uniqueTag()}@example.com`;
    const leaked = noDataInUrls(page, [email, 'Şükrü']);
    await page.goto('/tr/hakkimizda');
    const form = page.getByRole('form', { name: 'Bülten kaydı' });
    await form.getByRole('textbox', { name: /^Ad/ }).fill('Şükrü1');
    await form.getByRole('textbox', { name: /^E-posta/ }).fill(email);
    await form.getByRole('button', { name: 'Abone ol' }).click();

    await expect(page).toHaveURL(/\/tr\/hakkimizda$/);
    const firstName = form.getByRole('textbox', { name: /^Ad/ });
    await expect(firstName).toHaveValue('Şükrü1');
    await expect(firstName).toHaveAccessibleDescription('Bu alan yalnızca harf içerebilir.');
    await expect(firstName).toBeFocused();
    await expect(form.getByRole('textbox', { name: /^E-posta/ })).toHaveValue(email);
    await expect(form.getByRole('textbox', { name: /^Soyad/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await stored(page, 'newsletter', email)).toHaveLength(0);

    await firstName.fill('Şükrü');
    await form.getByRole('textbox', { name: /^Soyad/ }).fill('Yılmaz');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Abone ol' }).click();

    await expect(page).toHaveURL(/\/tr\/hakkimizda#newsletter-sent$/);
    await expect(page.getByText('Bültene abone oldunuz.')).toBeVisible();
    expect(await stored(page, 'newsletter', email)).toHaveLength(1);
    // A refresh of the confirmation is a GET of the page: nothing is posted again.
    await page.reload();
    expect(await stored(page, 'newsletter', email)).toHaveLength(1);
    expect(leaked).toEqual([]);
  });

  test('contact: a refused phone keeps the message; sent again and again, delivered once', async ({
    page,
  }) => {
    await asClient(page);
    const email = `contact-nojs-${uniqueTag()}@example.com`;
    const message = 'Здравствуйте!\nНам нужен столик на шестерых в субботу.';
    const leaked = noDataInUrls(page, [email, 'Иван']);
    await page.goto('/ru/contact-us');
    const form = page.getByRole('form', { name: 'Напишите нам' });
    await form.getByRole('textbox', { name: /^Имя/ }).fill('Иван');
    await form.getByRole('textbox', { name: /^Фамилия/ }).fill('Петров');
    await form.getByRole('textbox', { name: /^Эл. почта/ }).fill(email);
    await form.getByRole('textbox', { name: /^Номер телефона/ }).fill('12345');
    await form.getByRole('textbox', { name: /^Ваше сообщение/ }).fill(message);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Отправить сообщение' }).click();

    const phone = form.getByRole('textbox', { name: /^Номер телефона/ });
    await expect(phone).toHaveAccessibleDescription(/^Введите корректный номер телефона/);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('12345');
    await expect(form.getByRole('textbox', { name: /^Ваше сообщение/ })).toHaveValue(message);
    await expect(form.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Иван');
    await expect(form.getByRole('checkbox')).toBeChecked();

    await phone.fill('0532 123 45 67');
    const post = page.waitForRequest((request) => request.method() === 'POST');
    await form.getByRole('button', { name: 'Отправить сообщение' }).dblclick();
    await expect(page).toHaveURL(/\/ru\/contact-us#contact-sent$/);
    await expect(page.getByText('Ваше сообщение отправлено.')).toBeVisible();
    // The same post arriving again, twice at once (a double tap on a slow line, the browser sending
    // it again from its history): each answered with the confirmation, none delivered again.
    const sentPost = await post;
    const again = () =>
      page.request.fetch(sentPost.url(), {
        method: 'POST',
        headers: sentPost.headers(),
        data: sentPost.postDataBuffer()!,
        maxRedirects: 0,
      });
    for (const answer of await Promise.all([again(), again()])) {
      expect(answer.status()).toBe(303);
      expect(answer.headers().location).toBe('/ru/contact-us#contact-sent');
    }
    const sent = await stored(page, 'contact', email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({ message, phoneNumber: '+905321234567', locale: 'ru' });
    expect(leaked).toEqual([]);
  });

  test('proposal: the server leads through the four steps in German, then the thank-you page', async ({
    page,
  }) => {
    await asClient(page);
    const email = `proposal-nojs-${uniqueTag()}@example.com`;
    const date = daysAhead(60);
    const leaked = noDataInUrls(page, [email]);
    await page.goto('/de/proposal-request');
    const form = page.locator('form[data-step]');
    const next = form.getByRole('button', { name: 'Weiter' });
    await expect(form).toHaveAttribute('data-step', '1');
    await next.click();
    // Step 1 refused as a whole: each field's message, nothing else moves.
    await expect(form).toHaveAttribute('data-step', '1');
    await expect(form.getByText('Dieses Feld ist erforderlich.')).toHaveCount(3);

    await form.locator('label', { has: page.locator('input[value="gala-awards"]') }).click();
    await form.locator('label', { has: page.locator('input[value="101-250"]') }).click();
    await form.getByRole('textbox', { name: /Wunschtermin/ }).fill(typed(date, 'mdy'));
    await next.click();
    await expect(form).toHaveAttribute('data-step', '2');
    await form.locator('label', { has: page.locator('input[value="fine-dining"]') }).click();
    await next.click();
    await expect(form).toHaveAttribute('data-step', '3');
    await form.getByRole('textbox', { name: /Ansprechperson/ }).fill('Jürgen Groß');
    await form.getByRole('textbox', { name: /Firmenname/ }).fill('Groß & Partner GmbH');
    await form.getByRole('textbox', { name: /Telefonnummer/ }).fill('+49 170 1234567');
    await form.getByRole('textbox', { name: /E-Mail/ }).fill(email);
    await form.getByRole('textbox', { name: /Weitere Hinweise/ }).fill('Bühne für 12 Musiker.');
    await next.click();
    await expect(form).toHaveAttribute('data-step', '4');
    await expect(form.getByText('Groß & Partner GmbH', { exact: true })).toBeVisible();
    await expect(form.getByText('Fine Dining', { exact: true })).toBeVisible();

    // Back to step 1 from the summary and forward again: nothing typed is lost on the way.
    await form.getByRole('button', { name: 'Bearbeiten: Veranstaltung' }).click();
    await expect(form).toHaveAttribute('data-step', '1');
    await expect(form.getByRole('textbox', { name: /Wunschtermin/ })).toHaveValue(
      typed(date, 'mdy'),
    );
    for (const step of ['2', '3', '4']) {
      await next.click();
      await expect(form).toHaveAttribute('data-step', step);
    }
    const send = form.getByRole('button', { name: 'Anfrage senden' });
    await send.click();
    await expect(form.getByText('Sie müssen die Datenschutzerklärung akzeptieren.')).toBeVisible();
    expect(await stored(page, 'proposal', email)).toHaveLength(0);

    await form.getByRole('checkbox').check();
    const final = page.waitForRequest((r) => r.method() === 'POST');
    await send.click();
    await expect(page).toHaveURL(/\/de\/thank-you$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const sent = await stored(page, 'proposal', email);
    expect(sent).toHaveLength(1);
    // Back from the thank-you page is the last step's answer, which no cache keeps: the browser
    // offers to send it again, and sent again it is the same request, delivered once.
    const again = await final;
    const resent = await page.request.fetch(again.url(), {
      method: 'POST',
      headers: again.headers(),
      data: again.postDataBuffer()!,
      maxRedirects: 0,
    });
    expect(resent.status()).toBe(303);
    expect(resent.headers().location).toBe('/de/thank-you');
    expect(await stored(page, 'proposal', email)).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({
      eventType: 'gala-awards',
      guestCount: '101-250',
      preferredDate: date,
      offerTypes: ['fine-dining'],
      additionalNotes: 'Bühne für 12 Musiker.',
      locale: 'de',
    });
    expect(leaked).toEqual([]);
  });
});

test.describe('on a slow phone, before the page has hydrated', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Slow 4G, a 4× slower CPU, and the page's scripts held until `release`. */
  async function slowPhone(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The scripts only: the stylesheet is in the same folder, and the page waits for it to paint.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('a refused early post comes back as typed, hydrates, and is then sent by the script', async ({
    page,
  }) => {
    await asClient(page);
    const email = `contact-late-${uniqueTag()}@example.com`;
    const errors: string[] = [];
    page.on(
      'console',
      (message) => void (message.type() === 'error' && errors.push(message.text())),
    );
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await slowPhone(page);
    await page.goto('/tr/bize-ulasin', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Bize yazın' });
    await form.getByRole('textbox', { name: /^Ad/ }).fill('Ayşe');
    await form.getByRole('textbox', { name: /^Soyad/ }).fill('Öztürk');
    await form.getByRole('textbox', { name: /^E-posta/ }).fill('ayse@');
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('0532 123 45 67');
    await form
      .getByRole('textbox', { name: /^Mesajınız/ })
      .fill('Cumartesi için altı kişilik masa.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Mesaj gönder' }).tap();

    // The server's answer, then hydration with the form's state: nothing typed is lost.
    const emailField = form.getByRole('textbox', { name: /^E-posta/ });
    await expect(emailField).toHaveAccessibleDescription('Geçerli bir e-posta adresi girin.');
    release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(emailField).toHaveValue('ayse@');
    await expect(emailField).toHaveAccessibleDescription('Geçerli bir e-posta adresi girin.');
    await expect(form.getByRole('textbox', { name: /^Mesajınız/ })).toHaveValue(
      'Cumartesi için altı kişilik masa.',
    );
    await expect(form.getByRole('checkbox')).toBeChecked();

    // Hydrated, the form is the scripted one: fixed and sent, it answers in place.
    await emailField.fill(email);
    await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
    const sent = page.waitForRequest((r) => r.method() === 'POST');
    await form.getByRole('button', { name: 'Mesaj gönder' }).tap();
    expect((await sent).url()).toMatch(/\/api\/forms\/contact$/);
    await expect(form.getByText('Mesajınız gönderildi.')).toBeVisible();
    expect(await stored(page, 'contact', email)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('contact: the tap posts the form natively, delivered once, nothing in a URL', async ({
    page,
  }) => {
    await asClient(page);
    const email = `contact-early-${uniqueTag()}@example.com`;
    const leaked = noDataInUrls(page, [email]);
    // The visitor is faster than hydration.
    const release = await slowPhone(page);

    await page.goto('/contact-us', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('textbox', { name: /^First name/ }).fill('Early');
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Bird');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await form.getByRole('textbox', { name: /^Phone number/ }).fill('532 123 45 67');
    await form.getByRole('textbox', { name: /^Your message/ }).fill('Sent before hydration.');
    await form.getByRole('checkbox').check();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    const posted = page.waitForRequest((r) => r.method() === 'POST');
    await form.getByRole('button', { name: 'Send message' }).tap();

    const request = await posted;
    expect(new URL(request.url()).search).toBe('');
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(page).toHaveURL(/\/contact-us#contact-sent$/);
    await expect(page.getByText('Your message has been sent.')).toBeVisible();
    release();
    expect(await stored(page, 'contact', email)).toHaveLength(1);
    expect(leaked).toEqual([]);
  });
});
