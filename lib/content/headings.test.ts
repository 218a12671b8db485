import { describe, expect, it } from 'vitest';
import { anchorHeadings, idAllocator, slugify } from './headings';

describe('slugify', () => {
  it('drops Latin diacritics and keeps other scripts', () => {
    expect(slugify('Kişisel Verilerin İşlenmesi')).toBe('kisisel-verilerin-islenmesi');
    expect(slugify('Ihre Rechte & Pflichten')).toBe('ihre-rechte-pflichten');
    expect(slugify('Обработка данных')).toBe('обработка-данных');
    expect(slugify('  !!  ')).toBe('');
  });
});

describe('anchorHeadings', () => {
  it('ids every h2, replaces old ids, dedupes, and lists the headings', () => {
    const { html, headings } = anchorHeadings(
      '<h2 id="x" class="a">Who we are</h2><p>…</p><h2>Your rights</h2><h3>Ignored</h3><h2>Your <em>rights</em></h2>',
    );
    expect(headings).toEqual([
      { id: 'who-we-are', text: 'Who we are' },
      { id: 'your-rights', text: 'Your rights' },
      { id: 'your-rights-2', text: 'Your rights' },
    ]);
    expect(html).toContain('<h2 class="a" id="who-we-are">Who we are</h2>');
    expect(html).toContain('<h2 id="your-rights-2">Your <em>rights</em></h2>');
    expect(html).toContain('<h3>Ignored</h3>');
  });

  it('shares one allocator across sections of a page', () => {
    const allocate = idAllocator();
    expect(allocate('Cookies')).toBe('cookies');
    expect(anchorHeadings('<h2>Cookies</h2>', allocate).headings[0]?.id).toBe('cookies-2');
    expect(allocate('')).toBe('section');
  });
});
