import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import { offlinePage } from './offline-page';

const html = offlinePage(
  { en: en.Offline, tr: tr.Offline, ru: ru.Offline, de: de.Offline },
  { label: '+90 242 555 04 04', href: 'tel:+902425550404' },
);

describe('offline page', () => {
  it('carries every language and calls the venue by phone', () => {
    for (const texts of [en, tr, ru, de])
      expect(html).toContain(JSON.stringify(texts.Offline.title).slice(1, -1));
    expect(html).toContain('href="tel:+902425550404"');
    expect(html).toContain('<h1 data-text="title">You are offline</h1>');
  });

  it('runs no inline code, so the Content-Security-Policy needs no hash for it', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([' type="application/json" id="offline-texts"', ' src="/offline.js"']);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
