import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZodType } from 'zod';
import type { ProviderRequest } from './requests';
import { freshDataCache } from '@/test/data-cache';

const getJson = vi.fn<(schema: unknown, request: ProviderRequest) => Promise<unknown>>();
let draftMode = false;

// The venue facts (GET /v1/settings) answer 404: the site's defaults fill the copy.
// Parsed with the read's schema, as the client does.
vi.mock('./client', () => ({
  getJson: async (schema: ZodType, request: ProviderRequest) => {
    if (request.path === '/v1/settings') return null;
    const answer = await getJson(schema, request);
    return answer === null ? null : schema.parse(answer);
  },
}));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draftMode }) }));

const page = (title: string) => ({
  id: 4,
  url: '/about-us',
  locale: 'en',
  title,
  property: { id: 4 },
  contents: [],
  metas: [],
  sliders: [],
  heroSlides: [],
  breadcrumbs: [],
});

async function load() {
  vi.resetModules();
  vi.stubEnv('PROVIDER_STALE_AFTER_MS', '100');
  return import('./pages');
}

let dataCache: ReturnType<typeof freshDataCache>;

/** What the revalidation webhook does to the data cache: the page's entry is dropped. */
async function publish(tag = 'page:en:/about-us') {
  await new Promise((resolve) => setTimeout(resolve, 2));
  await dataCache.revalidateTag([tag], { expire: 0 });
  await new Promise((resolve) => setTimeout(resolve, 2));
}

beforeEach(() => {
  getJson.mockReset();
  draftMode = false;
  dataCache = freshDataCache();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('getPage', () => {
  it('asks for drafts in draft mode only', async () => {
    const { getPage } = await load();
    getJson.mockResolvedValue(page('About Us'));
    await getPage('en', '/about-us');
    expect(getJson.mock.calls[0]?.[1].params).not.toHaveProperty('preview');
    draftMode = true;
    await getPage('en', '/about-us');
    expect(getJson.mock.calls[1]?.[1].params).toMatchObject({ preview: true });
  });

  it('never serves a previewed draft to the public when the provider fails later', async () => {
    const { getPage } = await load();
    getJson.mockResolvedValueOnce(page('About Us'));
    expect((await getPage('en', '/about-us')).data?.title).toBe('About Us');

    draftMode = true;
    getJson.mockResolvedValueOnce(page('About Us (draft)'));
    expect((await getPage('en', '/about-us')).data?.title).toBe('About Us (draft)');

    draftMode = false;
    await publish();
    getJson.mockRejectedValueOnce(new Error('provider unreachable'));
    expect(await getPage('en', '/about-us')).toMatchObject({
      data: { title: 'About Us' },
      failed: true,
      stale: true,
    });
  });

  it('serves the last good copy of a slow page at once, and the late answer next time', async () => {
    const { getPage } = await load();
    getJson.mockResolvedValueOnce(page('About Us'));
    expect((await getPage('en', '/about-us')).data?.title).toBe('About Us');

    // The hour is up and the provider is now slow: it answers only when the test says so. The
    // render waits PROVIDER_STALE_AFTER_MS (100 ms, timed on a fake clock in load.test.ts), not for it.
    await publish();
    let answer!: (value: unknown) => void;
    getJson.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    expect(await getPage('en', '/about-us')).toMatchObject({
      data: { title: 'About Us' },
      stale: true,
    });

    // Once the slow read has answered, its data is what the next render shows, the provider down.
    answer(page('About Us (new)'));
    getJson.mockRejectedValue(new Error('provider unreachable'));
    await vi.waitFor(async () =>
      expect((await getPage('en', '/about-us')).data?.title).toBe('About Us (new)'),
    );
  });
});

describe('getPublishedPage', () => {
  it('reads the published page even in draft mode', async () => {
    const { getPublishedPage } = await load();
    draftMode = true;
    getJson.mockResolvedValue(page('About Us'));
    expect((await getPublishedPage('en', '/about-us')).data?.title).toBe('About Us');
    expect(getJson.mock.calls[0]?.[1].params).not.toHaveProperty('preview');
  });
});
