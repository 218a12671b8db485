import { describe, expect, it } from 'vitest';
import { cardFonts, clampTitle, imageDataUrl, localImage, titleSize } from './social-card';

describe('social card helpers', () => {
  it('accepts only the site’s own jpg and png files as card pictures', () => {
    expect(localImage('/media/headers/faq.jpg')).toBe('/media/headers/faq.jpg');
    expect(localImage('/media/events/event-01.PNG')).toBe('/media/events/event-01.PNG');
    expect(localImage('https://media.example/x.jpg')).toBeNull();
    expect(localImage('/media/../../etc/passwd.jpg')).toBeNull();
    expect(localImage('/media/hero/hero.mp4')).toBeNull();
    expect(localImage(null)).toBeNull();
  });

  it('reads a picture as a data url, and nothing for a missing file', async () => {
    expect(await imageDataUrl('/media/does-not-exist.jpg')).toBeNull();
    expect(await imageDataUrl(null)).toBeNull();
  });

  it('cuts long titles at a word and sizes them to fit', () => {
    expect(clampTitle('  Hakkımızda  ')).toBe('Hakkımızda');
    const long = 'Gala dinner with the Andy Show cast and a midnight set in The Sin '.repeat(3);
    const cut = clampTitle(long);
    expect(cut.length).toBeLessThanOrEqual(91);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(titleSize('О нас')).toBeGreaterThan(titleSize('Dinner Theatre & Night Club in Antalya'));
  });

  it('ships its fonts as TrueType, which satori reads', async () => {
    const { display, sans } = await cardFonts();
    for (const font of [display, sans]) {
      // TrueType signature 0x00010000, not WOFF2 ("wOF2"), which satori cannot read.
      expect(font.readUInt32BE(0)).toBe(0x00010000);
    }
  });
});
