import { describe, expect, it } from 'vitest';
import { defaultFacts } from '../lib/site';
import { openDatabase } from './open-database';
import { getSettings, getSettingsState } from './settings';
import { PROPERTY_ID } from './types';

describe('stored venue facts', () => {
  it('start as the site’s defaults', () => {
    const db = openDatabase(':memory:');
    expect(getSettingsState(db, PROPERTY_ID)?.published).toEqual(defaultFacts);
    db.close();
  });

  it('read a document stored before the evening had its parts as the same hours', () => {
    const db = openDatabase(':memory:');
    // JSON leaves `hours: undefined` out: the document has only the labelled list.
    const legacy = {
      ...defaultFacts,
      hours: undefined,
      openingHours: [
        { key: 'show', opens: '20:00', closes: '22:45', label: { en: 'Dinner show' } },
        { key: 'club', opens: '23:30', closes: '04:00', label: { en: 'The Sin' } },
      ],
    };
    db.prepare('UPDATE settings SET published = ? WHERE property_id = ?').run(
      JSON.stringify(legacy),
      PROPERTY_ID,
    );
    const settings = getSettings(db, PROPERTY_ID, 'ru', false);
    expect(settings).not.toHaveProperty('openingHours');
    expect(settings?.hours).toEqual({
      ...defaultFacts.hours,
      show: { opens: '21:00', closes: '22:45' },
      club: { opens: '23:30', closes: '04:00' },
    });
    db.close();
  });
});
