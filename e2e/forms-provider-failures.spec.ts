import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, setFault } from './helpers';
import {
  PROVIDER_FORMS_LOCK,
  asClient,
  daysAhead,
  findSubmission,
  submissions,
  typed,
  uniqueTag,
  watchStatus,
} from './forms-helpers';

// Faults break /v1/web (the form posts) for every test: these run one after the other, holding the
// forms lock that every form-posting test holds, and always put the provider back. Scoped to /v1/web,
// they leave page rendering alone, so this file runs with the desktop project (the page-fault files
// break providers of their own).
test.describe('forms when the provider fails', () => {
  test.describe.configure({ mode: 'serial', lock: PROVIDER_FORMS_LOCK, timeout: 90_000 });

  test.afterEach(async ({ request }) => {
    await setFault(request, 'none');
  });

  test('newsletter: a hanging provider gives the red message within seconds, values kept', async ({
    page,
    request,
  }) => {
    await asClient(page);
    await gotoHydrated(page, '/gastronomy');
    await setFault(request, 'hang', ['/v1/web']);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByRole('textbox', { name: /First name/ }).fill('Ivan');
    await form.getByRole('textbox', { name: /Last name/ }).fill('Petrov');
    await form.getByRole('textbox', { name: /E-mail/ }).fill('ivan@example.com');
    await form.getByRole('checkbox').check();
    const status = watchStatus(form);
    const started = Date.now();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    // The site gives up on the provider after a few seconds (4 s here): a red message, 1000 ms,
    // saying the post may have gone through and that sending again is safe.
    expect(await status).toMatchObject({
      text: TIMEOUT,
      tone: 'failure',
      color: 'rgb(248, 113, 113)',
    });
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(form.getByRole('textbox', { name: /First name/ })).toHaveValue('Ivan');
    await expect(form.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ivan@example.com');
    await expect(form.getByRole('checkbox')).toBeChecked();
  });

  test('contact: a failing provider shows the failure and keeps the message', async ({
    page,
    request,
  }) => {
    await asClient(page);
    await gotoHydrated(page, '/tr/bize-ulasin');
    await setFault(request, '500', ['/v1/web']);
    const form = page.getByRole('form', { name: 'Bize yazın' });
    await form.getByRole('textbox', { name: /^Ad/ }).fill('Ayşe');
    await form.getByRole('textbox', { name: /Soyad/ }).fill('Kaya');
    await form.getByRole('textbox', { name: /E-posta/ }).fill('ayse@example.com');
    await form.getByRole('textbox', { name: /Telefon/ }).fill('532 123 45 67');
    await form
      .getByRole('textbox', { name: /Mesajınız/ })
      .fill('Merhaba, 20 kişilik grup için bilgi almak istiyorum.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Mesaj gönder' }).click();
    await expect(form.getByText('Bir şeyler yanlış gitti.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Mesajınız/ })).toHaveValue(
      'Merhaba, 20 kişilik grup için bilgi almak istiyorum.',
    );
    await expect(form.getByRole('checkbox')).toBeChecked();
  });

  test('proposal: a hanging provider gives the error and a retry; the retry goes through', async ({
    page,
    request,
  }) => {
    await asClient(page);
    const email = `retry-${uniqueTag()}@example.com`;
    await fillProposal(page, email);
    await setFault(request, 'hang', ['/v1/web']);
    const form = page.getByRole('form', { name: 'Proposal request' });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(/may still have gone through\. It is safe to send it again/, {
      timeout: 15_000,
    });
    await expect(form.getByText('Иван Петров', { exact: true })).toBeVisible();
    await expect(form.getByText(email, { exact: true })).toBeVisible();
    expect(await findSubmission(request, 'proposal', email)).toBeUndefined();

    await page.reload();
    await expect(page.locator('form[data-step="4"]')).toBeVisible();
    await expect(form.getByText(email, { exact: true })).toBeVisible();

    await setFault(request, 'none');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Your request has been sent successfully!')).toBeVisible();
    await expect
      .poll(async () => (await findSubmission(request, 'proposal', email))?.payload.contactPerson)
      .toBe('Иван Петров');
  });

  test('contact: a slow provider stores the message although the site answers 504; retrying makes no duplicate', async ({
    page,
    request,
  }) => {
    await asClient(page);
    await gotoHydrated(page, '/contact-us');
    // A just-started site first renders the pages the links prefetch, which on a busy machine can
    // hold its answers back past the browser's own 12 s: let it settle, so the 504 is the site's.
    await page.waitForLoadState('networkidle');
    // The provider stores at once but answers after 8 s; the site gives up after 4 s.
    await setFault(request, 'slow', ['/v1/web'], 8000);
    const email = `slow-${uniqueTag()}@example.com`;
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByRole('textbox', { name: /First name/ }).fill('Anna');
    await form.getByRole('textbox', { name: /Last name/ }).fill('Schmidt');
    await form.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await form.getByRole('textbox', { name: /Phone number/ }).fill('532 123 45 67');
    await form.getByRole('textbox', { name: /Your message/ }).fill('A table for six, please.');
    await form.getByRole('checkbox').check();
    const stored = async () =>
      (await submissions(request, 'contact')).filter((s) => s.payload.email === email).length;
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/forms/contact'))
        posts.push(sent.headers()['idempotency-key'] ?? '');
    });

    const send = async () => {
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/forms/contact'), { timeout: 15_000 }),
        form.getByRole('button', { name: 'Send message' }).click(),
      ]);
      return answer.status();
    };

    expect(await send()).toBe(504);
    await expect(form.getByText(TIMEOUT)).toBeVisible();
    expect(await stored()).toBe(1);

    // A retry while the provider is still slow: another 504, still one submission.
    expect(await send()).toBe(504);
    await expect(form.getByText(TIMEOUT)).toBeVisible();
    expect(await stored()).toBe(1);

    // The provider recovers: the retry succeeds, and there is still exactly one submission.
    await setFault(request, 'none');
    expect(await send()).toBe(200);
    await expect(form.getByText('Your message has been sent.')).toBeVisible();
    expect(await stored()).toBe(1);
    expect(posts).toHaveLength(3);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(posts).size).toBe(1);
  });

  test('proposal: the retry button of the error resends', async ({ page, request }) => {
    await asClient(page);
    const email = `again-${uniqueTag()}@example.com`;
    await fillProposal(page, email);
    const form = page.getByRole('form', { name: 'Proposal request' });
    await form.getByRole('checkbox').check();
    await setFault(request, 'down', ['/v1/web']);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await setFault(request, 'none');
    await form.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Your request has been sent successfully!')).toBeVisible();
    expect(await findSubmission(request, 'proposal', email)).toBeDefined();
  });
});

const TIMEOUT =
  'The answer took too long, but your request may still have gone through. It is safe to send it again: it will not arrive twice.';

async function fillProposal(page: Page, email: string) {
  await gotoHydrated(page, '/proposal-request');
  const form = page.getByRole('form', { name: 'Proposal request' });
  await form.getByText('Conference & panels').click();
  await form.getByText('251–500').click();
  await form.getByRole('textbox', { name: /Preferred date/ }).fill(typed(daysAhead(90), 'dmy'));
  await form.getByRole('button', { name: /Next/ }).click();
  await form.getByText('Technical infrastructure').click();
  await form.getByRole('button', { name: /Next/ }).click();
  await form.getByRole('textbox', { name: /Contact person/ }).fill('Иван Петров');
  await form.getByRole('textbox', { name: /Company name/ }).fill('Aurora Congress');
  await form.getByRole('textbox', { name: /Phone number/ }).fill('+7 912 345-67-89');
  await form.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await form.getByRole('button', { name: /Next/ }).click();
  await expect(page.locator('form[data-step="4"]')).toBeVisible();
}
