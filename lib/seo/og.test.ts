import { describe, expect, it } from 'vitest';
import { ogImagePath, ogTarget, pathFromOgSegments } from './og';
import { eventHref } from '@/lib/i18n/navigation';

const segments = (path: string) => path.split('/').filter(Boolean).slice(1);

describe('ogImagePath', () => {
  it('names one png per site path, the English home as index', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/tr')).toBe('/og/tr.png');
    expect(ogImagePath('/tr/hakkimizda')).toBe('/og/tr/hakkimizda.png');
    expect(ogImagePath('/about-us/')).toBe('/og/about-us.png');
    expect(ogImagePath('/de/events-concerts/silvester-gala?x=1')).toBe(
      '/og/de/events-concerts/silvester-gala.png',
    );
  });

  it('round-trips through pathFromOgSegments', () => {
    for (const path of ['/', '/tr', '/ru/about-us', '/events-concerts/new-year-gala-2027']) {
      expect(pathFromOgSegments(segments(ogImagePath(path)))).toBe(path);
    }
  });

  it('refuses anything else', () => {
    expect(pathFromOgSegments(['about-us'])).toBeNull();
    expect(pathFromOgSegments(['..', 'x.png'])).toBeNull();
    expect(pathFromOgSegments([])).toBeNull();
  });
});

describe('ogTarget', () => {
  it('finds pages of the route table in the languages they are offered in', () => {
    expect(ogTarget('/')).toEqual({ kind: 'page', locale: 'en', path: '/', url: '/' });
    expect(ogTarget('/tr/hakkimizda')).toMatchObject({ locale: 'tr', url: '/hakkimizda' });
    expect(ogTarget('/ru/about-us')).toMatchObject({ locale: 'ru', url: '/about-us' });
    expect(ogTarget('/de/event-solutions')).toMatchObject({
      locale: 'de',
      url: '/event-solutions',
    });
  });

  it('finds event pages with their decoded slug', () => {
    expect(ogTarget('/events-concerts/new-year-gala-2027')).toEqual({
      kind: 'event',
      locale: 'en',
      path: '/events-concerts/new-year-gala-2027',
      slug: 'new-year-gala-2027',
    });
    expect(ogTarget(eventHref('tr', 'yılbaşı'))).toMatchObject({
      kind: 'event',
      locale: 'tr',
      slug: 'yılbaşı',
    });
  });

  it('refuses unknown paths, wrong spellings and German pages that do not exist', () => {
    expect(ogTarget('/no-such-page')).toBeNull();
    expect(ogTarget('/tr/about-us')).toBeNull();
    expect(ogTarget('/de/about-us')).toBeNull();
    expect(ogTarget('/de')).toBeNull();
    expect(ogTarget('/tr/events-concerts/x')).toBeNull();
  });
});
