import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E } from './ports';

/**
 * Every test that makes the site post to the provider's /v1/web holds this lock, so a fault test
 * (which breaks /v1/web for everyone) never runs beside a test that expects a form to go through.
 */
export const PROVIDER_FORMS_LOCK = 'provider-web-forms';

/**
 * A client address of its own per test: the site limits form posts per client (X-Forwarded-For,
 * as a reverse proxy sets it), and every e2e request comes from 127.0.0.1.
 */
export function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${byte()}.${byte()}`;
}

export async function asClient(page: Page, address = clientAddress()) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** A tag to find this test's submission among those of parallel tests. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export type Submission = {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  clientIp: string | null;
};

export async function submissions(
  request: APIRequestContext,
  type: 'newsletter' | 'contact' | 'proposal',
): Promise<Submission[]> {
  const response = await request.get(`${E2E.provider}/__test/submissions`, { params: { type } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Submission[];
}

export async function findSubmission(
  request: APIRequestContext,
  type: 'newsletter' | 'contact' | 'proposal',
  email: string,
): Promise<Submission | undefined> {
  return (await submissions(request, type)).find((s) => s.payload.email === email);
}

/** Listens for the browser's form posts, to check that invalid input sends nothing. */
export function recordFormPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/forms/')) {
      posts.push(request.url());
    }
  });
  return posts;
}

/** Today plus some days in Istanbul, as YYYY-MM-DD. */
export function daysAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

export function typed(iso: string, order: 'dmy' | 'mdy'): string {
  const [year, month, day] = iso.split('-');
  return order === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** Presses Tab until the focused element matches `selector` (keyboard only; the check only looks). */
export async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      (css) => document.activeElement?.matches(css) ?? false,
      selector,
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

export type SeenStatus = { text: string; tone: string; color: string; shownMs: number };

/**
 * Watches a form's live region for its next message, from before the click that causes it: the
 * newsletter's message lasts 1000 ms (docs/product.md §9), shorter than a polling assertion can
 * rely on. Resolves once the message has appeared and gone again.
 */
export function watchStatus(form: Locator): Promise<SeenStatus> {
  return form.evaluate(
    (element) =>
      new Promise<SeenStatus>((resolve) => {
        const region = element.querySelector('[aria-live]');
        if (!region) throw new Error('no live region');
        let seen: Omit<SeenStatus, 'shownMs'> | null = null;
        let since = 0;
        const observer = new MutationObserver(() => {
          const message = region.querySelector('p');
          if (message && !seen) {
            since = performance.now();
            seen = {
              text: message.textContent ?? '',
              tone: message.dataset.tone ?? '',
              color: getComputedStyle(message).color,
            };
          } else if (!message && seen) {
            observer.disconnect();
            resolve({ ...seen, shownMs: performance.now() - since });
          }
        });
        observer.observe(region, { childList: true, subtree: true });
      }),
  );
}
