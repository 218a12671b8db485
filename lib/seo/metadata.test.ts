import { describe, expect, it } from 'vitest';
import { buildMetadata } from './metadata';

const base = { locale: 'tr' as const, path: '/tr/hakkimizda', alternates: [] };

describe('buildMetadata titles', () => {
  it('follows the page title in the browser title and the snippet without an SEO title', () => {
    const metadata = buildMetadata({ ...base, title: 'Biz kimiz?' });
    expect(metadata.title).toBe('Biz kimiz?');
    expect(metadata.openGraph?.title).toBe('Biz kimiz?');
    expect((metadata.twitter as { title?: string }).title).toBe('Biz kimiz?');
  });

  it('adds no brand suffix to a title that already names the brand (issue 31 item 4)', () => {
    expect(buildMetadata({ ...base, title: 'Andy Show' }).title).toEqual({ absolute: 'Andy Show' });
    expect(buildMetadata({ ...base, title: 'Das Andy Show Dinner' }).title).toEqual({
      absolute: 'Das Andy Show Dinner',
    });
    expect(buildMetadata({ ...base, title: 'Gastronomi' }).title).toBe('Gastronomi');
  });

  it('lets a title meta override both, complete (no site suffix); og:title only the snippet', () => {
    const seo = buildMetadata({
      ...base,
      title: 'Biz kimiz?',
      metas: [{ name: 'title', content: 'Andy Show hakkında | Antalya' }],
    });
    expect(seo.title).toEqual({ absolute: 'Andy Show hakkında | Antalya' });
    expect(seo.openGraph?.title).toBe('Andy Show hakkında | Antalya');
    const og = buildMetadata({
      ...base,
      title: 'Biz kimiz?',
      metas: [{ property: 'og:title', content: 'Paylaşım başlığı' }],
    });
    expect(og.title).toBe('Biz kimiz?');
    expect(og.openGraph?.title).toBe('Paylaşım başlığı');
  });
});
