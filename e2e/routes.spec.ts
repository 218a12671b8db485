import { expect, test } from '@playwright/test';
import { allRoutes, decodeEntities, providerPage } from './helpers';

test.describe('every route in every language', () => {
  for (const route of allRoutes()) {
    test(`${route.path} answers 200 in ${route.locale} with the provider's title`, async ({
      request,
    }) => {
      const expected = await providerPage(request, route.locale, route.url);
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${route.locale}"`));
      expect(html).toContain('translate="no"');
      expect(html).toMatch(/<meta name="theme-color" content="#000000"/);
      const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      expect(title).toContain(expected.title);
      const h1 = decodeEntities(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
      expect(h1.replace(/<[^>]+>/g, '').length).toBeGreaterThan(2);
      expect(html).toContain('<footer');
    });
  }
});
