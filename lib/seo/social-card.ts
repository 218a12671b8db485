import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';

/** What a generated social image shows, in the page's language. Plain data: it is a cache key. */
export type SocialCard = {
  locale: Locale;
  title: string;
  /** Small line above the title: the event date, or the venue's place. */
  eyebrow: string;
  /** Line under the title: the venue's tagline, or the event's location. */
  tagline: string;
  /** Root-relative path of a local jpg/png under public/media, shown on the right. */
  image: string | null;
  host: string;
};

const FONT_DIR = path.join(process.cwd(), 'lib', 'seo', 'fonts');
const PUBLIC_DIR = path.join(process.cwd(), 'public');
export const DEFAULT_CARD_IMAGE = '/media/og-default.jpg';

let fonts: Promise<{ display: Buffer; sans: Buffer }> | undefined;

/** TTF fonts for satori (it reads no WOFF2): Playfair Display and Inter, Latin-ext and Cyrillic. */
export function cardFonts() {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, 'og-display.ttf')),
    readFile(path.join(FONT_DIR, 'og-sans.ttf')),
  ]).then(([display, sans]) => ({ display, sans }));
  return fonts;
}

/** A provider image usable on the card: only the site's own jpg/png files (no network at render). */
export function localImage(sourceUrl: string | null | undefined): string | null {
  if (!sourceUrl || !/^\/media\/[\w\-/.]+\.(jpe?g|png)$/i.test(sourceUrl)) return null;
  if (sourceUrl.split('/').includes('..')) return null;
  return sourceUrl;
}

/** The image as a data url for satori, or null when the file cannot be read. */
export async function imageDataUrl(sourceUrl: string | null): Promise<string | null> {
  if (!sourceUrl) return null;
  const file = path.join(PUBLIC_DIR, sourceUrl);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null;
  try {
    const bytes = await readFile(file);
    const type = /\.png$/i.test(file) ? 'image/png' : 'image/jpeg';
    return `data:${type};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}

/** Long titles are cut at a word so the card keeps its layout. */
export function clampTitle(title: string, max = 90): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Title size by length: one line for short titles, at most three lines for long ones. */
export function titleSize(title: string): number {
  if (title.length <= 18) return 92;
  if (title.length <= 32) return 76;
  if (title.length <= 56) return 62;
  return 50;
}
