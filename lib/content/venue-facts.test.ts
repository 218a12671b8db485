import { describe, expect, it } from 'vitest';
import { messageStrings } from '@/test/copy/copy-sources';
import { locales } from '@/lib/i18n/locales';
import { defaultFacts, defaultSiteFacts, factsFromSettings } from '@/lib/site';
import { formatClock, formatHoursSpan } from './format';
import {
  factLiterals,
  factNames,
  factOfName,
  factValues,
  venueFactKeys,
  venueFactNames,
} from './venue-facts';

describe('venue fact values', () => {
  it('gives every name a value, the same vocabulary for messages and editor copy', () => {
    const values = factValues('en', defaultSiteFacts());
    expect(Object.keys(values).sort()).toEqual([...factNames].sort());
    expect(values).toMatchObject({
      phone: '+90 242 310 40 40',
      email: 'info@andyshow.example',
      whatsapp: '+90 532 410 40 40',
      telegram: '@andyshow_antalya',
      doorsOpen: '19:30',
      dinnerHours: '20:00–21:00',
      showOpens: '21:00',
      clubHours: '23:00–03:00',
      clubCloses: '03:00',
      lobsterClubHours: '19:00–24:00',
    });
    const turkey = new Intl.DisplayNames(['en'], { type: 'region' }).of('TR');
    expect(values.address).toBe(
      `Lara Caddesi No. 404, Güzeloba, 07230 Muratpaşa / Antalya, ${turkey}`,
    );
    expect(factValues('ru', defaultSiteFacts()).address).toContain('Турция');
  });

  it('writes the times as each language does, 24:00 included', () => {
    for (const locale of locales) {
      expect(formatClock(locale, '19:30')).toBe('19:30');
      expect(formatClock(locale, '03:05')).toBe('03:05');
      expect(formatClock(locale, '24:00')).toBe('24:00');
      expect(formatHoursSpan(locale, { opens: '23:00', closes: '03:00' })).toBe('23:00–03:00');
    }
  });

  it('follows the settings: a changed club and a messenger left out', () => {
    const facts = factsFromSettings({
      ...defaultFacts,
      messengers: { whatsapp: null, telegram: null },
      hours: { ...defaultFacts.hours, club: { opens: '23:30', closes: '04:00' } },
    });
    const values = factValues('tr', facts);
    expect(values.clubHours).toBe('23:30–04:00');
    expect(values.clubOpens).toBe('23:30');
    expect(values.whatsapp).toBe('');
  });

  it('names each fact by its names', () => {
    expect(factOfName('clubCloses')).toBe('club');
    expect(factOfName('doorsOpen')).toBe('doors');
    expect(factOfName('clubhours')).toBeUndefined();
    expect(venueFactKeys.flatMap((fact) => venueFactNames[fact])).toEqual(factNames);
  });
});

describe('literal copies of a fact', () => {
  it('finds a time of the evening, the phone in any spacing, a messenger, the e-mail, the street', () => {
    const found = (text: string) => factLiterals(text, defaultFacts);
    expect(found('The Sin is open from 23:00 to 03:00.')).toEqual(['23:00', '03:00']);
    expect(found('Kapılar 19.30’da açılır')).toEqual(['19.30']);
    expect(found('Call 0242 310 40 40 or +90 (242) 310-40-40')).toHaveLength(2);
    expect(found('WhatsApp: https://wa.me/905324104040')).toHaveLength(1);
    expect(found('Write to INFO@andyshow.example or @andyshow_antalya')).toHaveLength(2);
    expect(found('Lara Caddesi No. 404, Güzeloba')).toHaveLength(1);
  });

  it('leaves names, other times, prices and figures alone', () => {
    const found = (text: string) => factLiterals(text, defaultFacts);
    expect(found('from {clubOpens} to {clubCloses}, call {phone}')).toEqual([]);
    expect(found('Countdown at 23:30, a ₺1.500 entry, 20.000 lumens, 4.5 of 5')).toEqual([]);
    expect(found('By taxi along Lara Caddesi, 10.12.2026, +90 242 555 04 04')).toEqual([]);
  });
});

describe('messages name the venue facts, never copy them', () => {
  for (const lang of locales) {
    it(`${lang}: no time of the evening, phone, e-mail or street in messages/${lang}.json`, () => {
      const copies = messageStrings(lang).flatMap(([path, text]) =>
        factLiterals(text, defaultFacts).map((literal) => `${path}: ${literal}`),
      );
      expect(copies).toEqual([]);
    });
  }
});
