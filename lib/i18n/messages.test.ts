import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import { routeTable } from './routes';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function emptyKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? value.trim() === ''
        ? [`${prefix}${key}`]
        : []
      : emptyKeys(value, `${prefix}${key}.`),
  );
}

const english = keys(en as Tree);

// Page keys German is offered for (docs/product.md §1), plus the events list used by German event
// pages.
const germanPages = [
  'eventSolutions',
  'proposalRequest',
  'thankYou',
  'customize',
  'schedule',
  'nightClub',
  'gastronomyBackUp',
  'events',
  'home',
];
const germanNamespaces = [
  'Common',
  'Header',
  'Footer',
  'NotFound',
  'Breadcrumbs',
  'Hero',
  'Consent',
  'Offline',
  'Events',
  // Shared content blocks and the German extra pages of content-a.
  'Content',
  'NightClub',
  'GastronomyBackUp',
  // The German pages of content-b.
  'EventSolutions',
  'Customize',
];

describe('messages', () => {
  it.each([
    ['tr', tr],
    ['ru', ru],
  ])('%s has every English key', (_locale, messages) => {
    const own = new Set(keys(messages as Tree));
    expect(english.filter((key) => !own.has(key))).toEqual([]);
  });

  it('de has every key of the German pages and the chrome', () => {
    const own = new Set(keys(de as Tree));
    const needed = english.filter(
      (key) =>
        germanNamespaces.some((ns) => key.startsWith(`${ns}.`)) ||
        germanPages.some((page) => key.startsWith(`Pages.${page}.`)),
    );
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((key) => !own.has(key))).toEqual([]);
  });

  it('has no key that is not in English, and no empty text', () => {
    for (const messages of [tr, ru, de]) {
      const all = keys(messages as Tree);
      expect(all.filter((key) => !english.includes(key))).toEqual([]);
    }
    for (const messages of [en, tr, ru, de]) expect(emptyKeys(messages as Tree)).toEqual([]);
  });

  // English is fixed by the spec; the other languages end every error message alike (third review, N31).
  it.each([
    ['tr', tr],
    ['ru', ru],
    ['de', de],
  ])('%s: every form error ends with a full stop', (_locale, messages) => {
    const errors = (messages as { Forms: { errors: Record<string, string> } }).Forms.errors;
    expect(Object.keys(errors).length).toBeGreaterThan(10);
    expect(Object.entries(errors).filter(([, text]) => !text.endsWith('.'))).toEqual([]);
  });

  it('names every German-offered route of the table', () => {
    const germanRoutes = Object.entries(routeTable).filter(([, row]) => row.de).length;
    expect(germanRoutes).toBe(7);
  });
});
