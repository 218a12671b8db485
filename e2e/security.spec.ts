import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

// HSTS is sent over https only (e2e/hardening.spec.ts).
const required = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /strict-origin-when-cross-origin/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^DENY$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'content-security-policy': /frame-ancestors 'none'/,
};

// Next's answers (next.config.ts headers()) and the server's own (probes, 405): pages, a redirect,
// a 404, files, the image optimiser, the API, and a page answered again from the page cache.
for (const path of [
  '/',
  '/tr/hakkimizda',
  '/venue',
  '/de',
  '/api/health',
  '/api/ready',
  '/brand/logo.svg',
  '/no-such-page',
  // A route that found nothing: its answer is re-dispatched to the language's not-found page.
  '/events-concerts/no-such-event',
  '/robots.txt',
  '/_next/image?url=%2Fbrand%2Flogo.svg&w=128&q=75',
  '/api/events/en/the-sin-neon-nights/ics',
]) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, {
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(required))
      expect(headers[name], name).toMatch(pattern);
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
}

test('security headers on a page the page cache answers and on a refused method', async ({
  request,
}) => {
  const visit = { accept: 'text/html', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
  await request.get('/about-us', { headers: visit });
  const cached = await request.get('/about-us', { headers: visit });
  expect(cached.headers()['x-server-cache']).toBe('hit');
  const refused = await request.fetch('/about-us', { method: 'PUT', data: 'x' });
  expect(refused.status()).toBe(405);
  for (const response of [cached, refused]) {
    for (const [name, pattern] of Object.entries(required))
      expect(response.headers()[name], name).toMatch(pattern);
  }
});

test('the CSP of a page lists the hash of each of its inline scripts, and the page runs under it', async ({
  page,
  request,
}) => {
  const response = await request.get('/venue', { headers: { accept: 'text/html' } });
  const html = await response.text();
  const csp = response.headers()['content-security-policy'] ?? '';
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((m) => m[1] ?? '')
    .filter(Boolean);
  expect(inline.length).toBeGreaterThan(0);
  for (const body of inline) {
    expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/venue');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/venue$/);
  expect(violations).toEqual([]);
});

test('pages are served compressed', async ({ request }) => {
  const response = await request.get('/', {
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(await response.text()).toContain('<html');
});
