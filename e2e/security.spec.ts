import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

// HSTS is sent over https only (e2e/hardening.spec.ts).
const required = {
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /strict-origin-when-cross-origin/,
  'permissions-policy': /camera=\(\)/,
  'content-security-policy': /frame-ancestors 'none'/,
};

for (const path of [
  '/',
  '/tr/hakkimizda',
  '/api/health',
  '/brand/logo.svg',
  '/no-such-page',
  '/robots.txt',
]) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(required))
      expect(headers[name], name).toMatch(pattern);
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
}

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
