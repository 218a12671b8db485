import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';
import {
  PROVIDER_FORMS_LOCK,
  asClient,
  clientAddress,
  findSubmission,
  recordFormPosts,
  uniqueTag,
  watchStatus,
} from './forms-helpers';

// The machine running the suite may be busy: pages render on first request.
test.describe.configure({ timeout: 90_000 });

test.describe('newsletter in the footer', () => {
  test.describe.configure({ lock: PROVIDER_FORMS_LOCK });

  test('invalid input sends nothing and shows the first message under each field', async ({
    page,
  }) => {
    await asClient(page);
    const posts = recordFormPosts(page);
    await gotoHydrated(page, '/venue');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByRole('button', { name: 'Subscribe' }).click();

    const firstName = form.getByRole('textbox', { name: /First name/ });
    await expect(firstName).toHaveAccessibleDescription('This field is required.');
    await expect(firstName).toBeFocused();
    await expect(form.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    const consent = form.getByRole('checkbox');
    await expect(consent).toHaveAccessibleDescription(
      'Please, confirm to agree with receiving regular news.',
    );
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');

    await firstName.fill('John3');
    await expect(firstName).toHaveAccessibleDescription('This field only contains [a-zA-Z]');
    await form.getByRole('textbox', { name: /E-mail/ }).fill('john@');
    await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Enter a valid e-mail address',
    );
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(firstName).toBeFocused();
    expect(posts).toEqual([]);
  });

  test('a visitor subscribes: green message, cleared form, stored at the provider', async ({
    page,
    request,
  }) => {
    const address = await asClient(page);
    await gotoHydrated(page, '/andy-show');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    const email = `nl-${uniqueTag()}@example.com`;
    await form.getByRole('textbox', { name: /First name/ }).fill('Anna-Lena');
    await form.getByRole('textbox', { name: /Last name/ }).fill("O'Neil");
    await form.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await form.getByRole('checkbox').check();
    const button = form.getByRole('button', { name: 'Subscribe' });
    const box = await button.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([180, 40]);
    const status = watchStatus(form);
    await button.click();

    // Green, then gone after 1000 ms (docs/product.md §4, §9); the form is cleared.
    expect(await status).toMatchObject({
      text: 'You have subscribed to the newsletter.',
      tone: 'success',
      color: 'rgb(74, 222, 128)',
    });
    expect((await status).shownMs).toBeGreaterThan(900);
    expect((await status).shownMs).toBeLessThan(2500);
    await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    const stored = await findSubmission(request, 'newsletter', email);
    expect(stored?.payload).toEqual({
      firstName: 'Anna-Lena',
      lastName: "O'Neil",
      email,
      propertyId: 4,
      approvedKvkk: true,
    });
    expect(stored?.clientIp).toBe(address);
  });

  test('speaks Turkish on Turkish pages and accepts every script', async ({ page, request }) => {
    await asClient(page);
    await gotoHydrated(page, '/tr/hakkimizda');
    const form = page.getByRole('form', { name: 'Bülten kaydı' });
    await form.getByRole('button', { name: 'Abone ol' }).click();
    await expect(form.getByRole('textbox', { name: /^Ad/ })).toHaveAccessibleDescription(
      'Bu alan zorunludur.',
    );
    const email = `tr-${uniqueTag()}@example.com`;
    await form.getByRole('textbox', { name: /^Ad/ }).fill('Şükrü');
    await form.getByRole('textbox', { name: /Soyad/ }).fill('Ağaoğlu');
    await form.getByRole('textbox', { name: /E-posta/ }).fill(email);
    await form.getByRole('checkbox').check();
    const status = watchStatus(form);
    await form.getByRole('button', { name: 'Abone ol' }).click();
    expect((await status).text).toBe('Bültene abone oldunuz.');
    await expect
      .poll(async () => (await findSubmission(request, 'newsletter', email))?.payload.firstName)
      .toBe('Şükrü');
  });
});

test.describe('contact form', () => {
  test.describe.configure({ lock: PROVIDER_FORMS_LOCK });

  test('keyboard only: a visitor writes, ticks the consent and sends', async ({
    page,
    request,
  }) => {
    await asClient(page);
    await gotoHydrated(page, '/ru/contact-us');
    const form = page.getByRole('form', { name: 'Напишите нам' });
    await expect(form).toBeVisible();
    const email = `ru-${uniqueTag()}@example.ru`;

    // Tab from the top of the page to the form, then fill it with the keyboard alone.
    await page.locator('body').focus();
    const firstName = form.getByRole('textbox', { name: /Имя/ });
    for (
      let i = 0;
      i < 80 && !(await firstName.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(firstName).toBeFocused();
    await page.keyboard.type('Иван');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Петров-Водкин');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('(532) 123-45-67');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Здравствуйте! Хотим забронировать стол на 8 человек.');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // the privacy link in the consent label
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Отправить сообщение' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(form.getByText('Ваше сообщение отправлено.')).toBeVisible();
    await expect(firstName).toHaveValue('');
    const stored = await findSubmission(request, 'contact', email);
    expect(stored?.payload).toEqual({
      firstName: 'Иван',
      lastName: 'Петров-Водкин',
      email,
      phoneNumber: '+905321234567',
      message: 'Здравствуйте! Хотим забронировать стол на 8 человек.',
      propertyId: 4,
      approvedKvkk: true,
      locale: 'ru',
    });
  });

  test('names every missing field, sends nothing, and refuses a malformed phone number', async ({
    page,
  }) => {
    await asClient(page);
    const posts = recordFormPosts(page);
    await gotoHydrated(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const name of [/First name/, /Last name/, /E-mail/, /Phone number/, /Your message/]) {
      await expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription(
        /^This field is required\./,
      );
    }
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(
      'You must accept the Privacy Policy.',
    );
    await expect(form.getByRole('textbox', { name: /First name/ })).toBeFocused();
    await form.getByRole('textbox', { name: /Phone number/ }).fill('0170 1234567');
    await expect(form.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(
      /^Enter a valid phone number/,
    );
    // A foreign guest's international number is fine (issue 21).
    await form.getByRole('textbox', { name: /Phone number/ }).fill('+7 912 345 67 89');
    await expect(
      form.getByRole('textbox', { name: /Phone number/ }),
    ).not.toHaveAccessibleDescription(/Enter a valid phone number/);
    expect(posts).toEqual([]);
    const results = await new AxeBuilder({ page }).include('#main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  });
});

test.describe('form endpoints', () => {
  // Valid contacts reach the provider: never beside a test that breaks /v1/web.
  test.describe.configure({ lock: PROVIDER_FORMS_LOCK });
  test('validate with the same rules and answer 4xx, never 5xx, to bad input', async ({
    request,
  }) => {
    const headers = { 'x-forwarded-for': clientAddress() };
    const invalid = await request.post('/api/forms/contact', {
      headers,
      data: {
        firstName: 'John3',
        email: 'x',
        phoneNumber: '0532',
        approvedKvkk: true,
        locale: 'en',
      },
    });
    expect(invalid.status()).toBe(400);
    // Foreign numbers pass when their country's plan has them; the shape alone is not enough.
    for (const [phoneNumber, status] of [
      ['+49 30 1234567', 200],
      ['+7 912 345 67 89', 200],
      ['+1 123 456 7890', 400],
    ] as const) {
      const answer = await request.post('/api/forms/contact', {
        headers: { 'x-forwarded-for': clientAddress() },
        data: {
          firstName: 'Anna',
          lastName: 'Schmidt',
          email: `anna.${status}.${Date.now()}@example.de`,
          phoneNumber,
          message: 'Hallo',
          approvedKvkk: true,
          locale: 'de',
        },
      });
      expect(answer.status(), phoneNumber).toBe(status);
      if (status === 400) {
        expect(await answer.json()).toEqual({
          errors: { phoneNumber: 'Geben Sie eine gültige Telefonnummer ein.' },
        });
      }
    }
    expect(await invalid.json()).toEqual({
      errors: {
        firstName: 'This field only contains [a-zA-Z]',
        lastName: 'This field is required.',
        email: 'Enter a valid e-mail address',
        phoneNumber: 'Enter a valid phone number',
        message: 'This field is required.',
      },
    });
    const malformed = await request.post('/api/forms/newsletter', {
      headers: { ...headers, 'content-type': 'application/json' },
      data: '{"firstName":',
    });
    expect(malformed.status()).toBe(400);
    const tooLarge = await request.post('/api/forms/proposal', {
      headers,
      data: { additionalNotes: 'x'.repeat(40 * 1024), locale: 'en' },
    });
    expect(tooLarge.status()).toBe(413);
    const notJson = await request.post('/api/forms/newsletter', {
      headers: { ...headers, 'content-type': 'text/plain' },
      data: 'hello',
    });
    expect(notJson.status()).toBe(415);
    const badLocale = await request.post('/api/forms/newsletter', {
      headers,
      data: { firstName: 'A', lastName: 'B', email: 'a@b.co', approvedKvkk: true, locale: 'xx' },
    });
    expect(badLocale.status()).toBe(400);
    expect((await request.get('/api/forms/newsletter')).status()).toBe(405);
  });

  test('limit the posts of one client per minute, with a localised message', async ({
    request,
  }) => {
    const mine = { 'x-forwarded-for': clientAddress() };
    // Invalid bodies: counted, but never forwarded to the provider.
    const body = { firstName: '', locale: 'tr' };
    for (let i = 0; i < 10; i++) {
      const response = await request.post('/api/forms/newsletter', { headers: mine, data: body });
      expect(response.status()).toBe(400);
    }
    const limited = await request.post('/api/forms/contact', { headers: mine, data: body });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      message: 'Çok fazla istek gönderildi. Lütfen bir dakika bekleyip tekrar deneyin.',
    });
    const someoneElse = await request.post('/api/forms/newsletter', {
      headers: { 'x-forwarded-for': clientAddress() },
      data: body,
    });
    expect(someoneElse.status()).toBe(400);
  });
});
