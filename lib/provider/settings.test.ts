import { describe, expect, it } from 'vitest';
import {
  defaultFacts,
  defaultSiteFacts,
  factsFromSettings,
  messengerHandle,
  telHref,
} from '@/lib/site';
import { settingsSchema } from './settings';

// What the site reads of a real provider: provider/site-settings.test.ts (the embedded provider).
const wire = {
  phone: '+90 242 777 12 34',
  email: 'hello@andyshow.example',
  address: {
    street: 'Kundu Yolu 7',
    locality: 'Aksu',
    region: 'Antalya',
    postalCode: '07112',
    country: 'tr',
  },
};

describe('settings on the wire (docs/provider-contract.md)', () => {
  it('reads the evening part by part: what is sent, else the default', () => {
    const settings = settingsSchema.parse({
      ...wire,
      hours: { club: { opens: '23:30', closes: '04:00' }, doors: '19:45', show: { opens: '9pm' } },
    });
    expect(settings.hours).toEqual({
      ...defaultFacts.hours,
      doors: '19:45',
      club: { opens: '23:30', closes: '04:00' },
    });
  });

  it('keeps the defaults for a provider that sends no hours', () => {
    expect(settingsSchema.parse(wire).hours).toEqual(defaultFacts.hours);
  });

  it('reads the older labelled openingHours list: show was the dinner show', () => {
    const settings = settingsSchema.parse({
      ...wire,
      openingHours: [
        { key: 'show', opens: '20:15', closes: '22:45', label: 'Dinner show' },
        { key: 'club', opens: '23:30', closes: '04:00', label: 'The Sin' },
        { key: 'brunch', opens: '11:00', closes: '15:00', label: 'Brunch' },
      ],
    });
    expect(settings.hours).toEqual({
      doors: '19:30',
      dinner: { opens: '20:15', closes: '21:00' },
      show: { opens: '21:00', closes: '22:45' },
      club: { opens: '23:30', closes: '04:00' },
      lobsterClub: { opens: '19:00', closes: '24:00' },
    });
    // The new shape wins where both are sent.
    const both = settingsSchema.parse({
      ...wire,
      hours: { club: { opens: '22:00', closes: '02:00' } },
      openingHours: [{ key: 'club', opens: '23:30', closes: '04:00', label: 'The Sin' }],
    });
    expect(both.hours.club).toEqual({ opens: '22:00', closes: '02:00' });
  });
});

describe('site facts helpers', () => {
  it('has defaults without .example phone numbers or 555 lines', () => {
    const facts = defaultSiteFacts();
    expect(facts.phone).not.toContain('555');
    expect(facts.phoneHref).toBe(telHref(facts.phone));
    expect(facts.whatsappHref).not.toContain('example');
    expect(Object.values(facts.social).join(' ')).not.toContain('.example');
  });

  it('names messengers the way visitors read them', () => {
    expect(messengerHandle('https://wa.me/905324104040')).toBe('+90 532 410 40 40');
    expect(messengerHandle('https://t.me/andyshow_antalya')).toBe('@andyshow_antalya');
    expect(messengerHandle('https://signal.me/#p/x')).toBe('signal.me');
  });

  it('keeps an address country code upper case and searches the address without coordinates', () => {
    const facts = factsFromSettings({
      ...defaultFacts,
      messengers: { whatsapp: null, telegram: null },
      address: { ...defaultFacts.address, country: 'tr' },
      geo: null,
      mapUrl: null,
    });
    expect(facts.address.country).toBe('TR');
    expect(facts.mapHref).toContain(encodeURIComponent('Lara Caddesi No. 404'));
  });
});
