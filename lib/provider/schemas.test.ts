import { describe, expect, it } from 'vitest';
import { splitMenus } from './menus';
import { eventDetailSchema, menusSchema, pageSchema } from './schemas';

const validPage = {
  id: 12,
  url: '/hakkimizda',
  locale: 'tr',
  title: 'Hakkımızda',
  property: { id: 4 },
  options: [
    {
      key: 'HEADER_IMAGE',
      value: null,
      file: { sourceUrl: '/media/headers/about-us.jpg', alt: 'Sahne' },
    },
  ],
  sliders: [
    {
      key: 'GALLERY',
      slides: [{ id: 1, type: 'IMAGE', file: { sourceUrl: '/media/gallery/show-1.jpg' } }],
    },
  ],
  contents: [
    {
      key: 'INTRO',
      title: 'Biz kimiz',
      subtitle: null,
      body: '<p onclick="steal()">Merhaba <strong>dünya</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.org">ext</a>',
      file: null,
    },
  ],
  metas: [{ name: 'description', content: 'Açıklama' }],
  hrefLangs: [{ locale: 'en', url: '/about-us' }],
  heroSlides: [],
  breadcrumbs: [{ text: 'Ana sayfa', url: '/' }],
  futureField: { anything: true },
};

describe('pageSchema', () => {
  it('parses a valid page, ignoring unknown fields', () => {
    const page = pageSchema.parse(validPage);
    expect(page.title).toBe('Hakkımızda');
    expect('futureField' in page).toBe(false);
  });

  it('sanitises editor HTML at the boundary', () => {
    const body = pageSchema.parse(validPage).contents[0]?.body ?? '';
    expect(body).toContain('<strong>dünya</strong>');
    expect(body).not.toContain('<script');
    expect(body).not.toContain('onclick');
    expect(body).not.toContain('javascript:');
    expect(body).toContain('rel="noopener noreferrer"');
  });

  it('tolerates missing optional lists', () => {
    const { options, sliders, contents, metas, hrefLangs, heroSlides, breadcrumbs, ...minimal } =
      validPage;
    void [options, sliders, contents, metas, hrefLangs, heroSlides, breadcrumbs];
    const page = pageSchema.parse(minimal);
    expect(page.contents).toEqual([]);
    expect(page.heroSlides).toEqual([]);
  });

  it('rejects malformed payloads', () => {
    expect(pageSchema.safeParse({ unexpected: true }).success).toBe(false);
    expect(pageSchema.safeParse({ ...validPage, property: null }).success).toBe(false);
    expect(
      pageSchema.safeParse({ ...validPage, heroSlides: [{ id: 1, type: 'GIF', file: {} }] })
        .success,
    ).toBe(false);
    expect(pageSchema.safeParse('<html>').success).toBe(false);
  });
});

describe('menus', () => {
  it('splits header items and footer sections', () => {
    const menus = menusSchema.parse([
      { type: 'HEADER', items: [{ url: '/andy-show', text: 'The Show', section: null }] },
      {
        type: 'FOOTER',
        items: [
          { url: '/frequently-asked-questions', text: 'FAQ', section: 'COL_1' },
          { url: '/privacy', text: 'Privacy', section: 'BOTTOM' },
          { url: 'https://aurorahotels.example', text: 'Group', section: 'COL_4' },
        ],
      },
    ]);
    const { header, footer } = splitMenus(menus);
    expect(header.map((item) => item.text)).toEqual(['The Show']);
    expect(footer.COL_1.map((item) => item.text)).toEqual(['FAQ']);
    expect(footer.COL_4.map((item) => item.url)).toEqual(['https://aurorahotels.example']);
    expect(footer.BOTTOM.map((item) => item.text)).toEqual(['Privacy']);
  });

  it('rejects an unknown footer section', () => {
    expect(
      menusSchema.safeParse([
        { type: 'FOOTER', items: [{ url: '/', text: 'x', section: 'COL_9' }] },
      ]).success,
    ).toBe(false);
  });
});

describe('eventDetailSchema', () => {
  it('requires the publisher and sanitises the description', () => {
    const event = {
      id: 101,
      slug: 'new-year-gala',
      title: 'New Year Gala',
      status: 'SCHEDULED',
      startDate: '2026-12-31T21:00:00+03:00',
      publisher: { id: 4 },
      description: '<p>Gala</p><img src=x onerror=alert(1)>',
      hrefLangs: [{ locale: 'de', slug: 'silvester-gala' }],
    };
    const parsed = eventDetailSchema.parse(event);
    expect(parsed.description).toBe('<p>Gala</p>');
    expect(eventDetailSchema.safeParse({ ...event, publisher: undefined }).success).toBe(false);
  });
});
