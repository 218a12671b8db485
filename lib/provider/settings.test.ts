// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  startStubServer,
  startTestProvider,
  type StubServer,
  type TestProvider,
} from '@/provider/test-utils';
import { defaultSiteFacts, factsFromSettings, messengerHandle, telHref } from '@/lib/site';

// next/cache and next/headers only work inside a Next render; the HTTP reads below are real.
vi.mock('next/cache', () => ({ cacheTag: vi.fn(), cacheLife: vi.fn() }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));

const TOKEN = 'settings-test-token';
let provider: TestProvider;
let bare: StubServer;
let bareStatus = 404;

beforeAll(async () => {
  provider = await startTestProvider({ adminToken: TOKEN });
  // A provider that does not offer the optional resource (or fails).
  bare = await startStubServer((_req, res) => {
    res.writeHead(bareStatus, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: bareStatus === 404 ? 'Not found' : 'boom' }));
  });
});

afterAll(async () => {
  await provider.close();
  await bare.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function siteFactsFrom(baseUrl: string, locale: string) {
  vi.resetModules();
  vi.stubEnv('PROVIDER_API_URL', baseUrl);
  vi.stubEnv('PROVIDER_TIMEOUT_MS', '2000');
  const { getSiteFacts } = await import('./settings');
  return getSiteFacts(locale);
}

describe('getSiteFacts', () => {
  it('reads the facts the provider publishes, opening hours in the asked language', async () => {
    const admin = provider.as(bearer(TOKEN));
    const published = await admin.put('/admin/settings', {
      phone: '+90 242 777 12 34',
      email: 'hello@andyshow.example',
      messengers: { telegram: null },
      mapUrl: null,
    });
    expect(published.status).toBe(200);
    await admin.post('/admin/settings/publish');

    const facts = await siteFactsFrom(provider.url, 'de');
    expect(facts.phone).toBe('+90 242 777 12 34');
    expect(facts.phoneHref).toBe('tel:+902427771234');
    expect(facts.mailHref).toBe('mailto:hello@andyshow.example');
    expect(facts.telegramHref).toBeNull();
    expect(facts.whatsappHref).toMatch(/^https:\/\/wa\.me\/90\d{10}$/);
    // Without a map url: a map search for the coordinates.
    expect(facts.mapHref).toBe('https://www.google.com/maps/search/?api=1&query=36.8621%2C30.7723');
    expect(facts.openingHours.map((entry) => entry.label)).toContain('Nachtclub The Sin');
  });

  it('falls back to the defaults of lib/site.ts when the provider has no settings (404)', async () => {
    bareStatus = 404;
    expect(await siteFactsFrom(bare.url, 'ru')).toEqual(defaultSiteFacts('ru'));
  });

  it('falls back to the defaults when the provider fails and there is no last good copy', async () => {
    bareStatus = 500;
    const facts = await siteFactsFrom(bare.url, 'tr');
    expect(facts).toEqual(defaultSiteFacts('tr'));
    expect(facts.openingHours[0]?.label).toBe('Yemekli gösteri');
  });
});

describe('site facts helpers', () => {
  it('has defaults without .example phone numbers or 555 lines', () => {
    const facts = defaultSiteFacts('en');
    expect(facts.phone).not.toContain('555');
    expect(facts.phoneHref).toBe(telHref(facts.phone));
    expect(facts.whatsappHref).not.toContain('example');
    expect(Object.values(facts.social).join(' ')).not.toContain('.example');
  });

  it('names messengers the way visitors read them', () => {
    expect(messengerHandle('https://wa.me/905324104040')).toBe('+905324104040');
    expect(messengerHandle('https://t.me/andyshow_antalya')).toBe('@andyshow_antalya');
    expect(messengerHandle('https://signal.me/#p/x')).toBe('signal.me');
  });

  it('keeps an address country code upper case and searches the address without coordinates', () => {
    const facts = factsFromSettings({
      ...defaultSiteFacts('en'),
      messengers: { whatsapp: null, telegram: null },
      address: { ...defaultSiteFacts('en').address, country: 'tr' },
      geo: null,
      mapUrl: null,
    });
    expect(facts.address.country).toBe('TR');
    expect(facts.mapHref).toContain(encodeURIComponent('Lara Caddesi No. 404'));
  });
});
