// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDataCache } from '../test/data-cache';
import { defaultSiteFacts } from '../lib/site';
import {
  bearer,
  startStubServer,
  startTestProvider,
  type StubServer,
  type TestProvider,
} from '../test/provider';

// The site's read of the venue facts (lib/provider/settings.ts) against this provider, through
// Next's real data cache; next/headers only works inside a Next render. The HTTP reads are real.
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
  // The last read's copies are on disk before its state is forgotten (a test reads them back).
  const reads = (globalThis as Record<symbol, { lastGood?: { flushed(): Promise<void> } }>)[
    Symbol.for('venue-site.provider-reads')
  ];
  await reads?.lastGood?.flushed();
  freshDataCache();
  vi.resetModules();
  vi.stubEnv('PROVIDER_API_URL', baseUrl);
  vi.stubEnv('PROVIDER_TIMEOUT_MS', '2000');
  const { getSiteFacts } = await import('../lib/provider/settings');
  try {
    return await getSiteFacts(locale);
  } finally {
    // The last good copy is written in the background: the next read finds it on disk, as a
    // restarted instance would, however busy the machine.
    await (globalThis as Record<symbol, { lastGood: { flushed(): Promise<void> } } | undefined>)[
      Symbol.for('venue-site.provider-reads')
    ]?.lastGood.flushed();
  }
}

describe('the site’s venue facts (getSiteFacts)', () => {
  it('are the facts the provider publishes, the evening included', async () => {
    const admin = provider.as(bearer(TOKEN));
    const published = await admin.put('/admin/settings', {
      phone: '+90 242 777 12 34',
      email: 'hello@andyshow.example',
      messengers: { telegram: null },
      mapUrl: null,
      hours: { club: { opens: '23:30', closes: '04:00' }, doors: '19:45' },
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
    expect(facts.hours).toEqual({
      ...defaultSiteFacts().hours,
      doors: '19:45',
      club: { opens: '23:30', closes: '04:00' },
    });
  });

  it('are the defaults of lib/site.ts when the provider has no settings (404)', async () => {
    bareStatus = 404;
    expect(await siteFactsFrom(bare.url, 'ru')).toEqual(defaultSiteFacts());
  });

  it('are the defaults when the provider fails after it said it has no settings (its last good copy)', async () => {
    bareStatus = 404;
    expect(await siteFactsFrom(bare.url, 'ru')).toEqual(defaultSiteFacts());
    bareStatus = 500;
    expect(await siteFactsFrom(bare.url, 'tr')).toEqual(defaultSiteFacts());
  });

  it('are not known, never guessed, when the provider fails and they were never read', async () => {
    vi.stubEnv('LAST_GOOD_DIR', mkdtempSync(path.join(tmpdir(), 'venue-facts-never-read-')));
    bareStatus = 500;
    await expect(siteFactsFrom(bare.url, 'tr')).rejects.toMatchObject({
      digest: 'VENUE_FACTS_UNKNOWN',
    });
  });
});
