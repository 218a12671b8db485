import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderRequest } from './requests';

const getJson = vi.fn<(schema: unknown, request: ProviderRequest) => Promise<unknown>>();
let draftMode = false;

vi.mock('./client', () => ({
  getJson: (schema: unknown, request: ProviderRequest) => getJson(schema, request),
}));
vi.mock('next/cache', () => ({ cacheTag: vi.fn(), cacheLife: vi.fn() }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draftMode }) }));

const page = (title: string) => ({ id: 4, url: '/about-us', title, property: { id: 4 } });

async function load() {
  vi.resetModules();
  return import('./pages');
}

beforeEach(() => {
  getJson.mockReset();
  draftMode = false;
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
    getJson.mockRejectedValueOnce(new Error('provider unreachable'));
    expect(await getPage('en', '/about-us')).toMatchObject({
      data: { title: 'About Us' },
      failed: true,
      stale: true,
    });
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
