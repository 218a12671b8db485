import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import { eventTypes } from '@/lib/validation/choices';
import { eventSolutionTypes, infrastructureKeys } from './eventSolutions';
import { formatFileSize } from './format';
import { facadeCanvas } from './facts';

const all = { en, tr, ru, de };

describe('event solutions', () => {
  it('has the six event types of the proposal form, each with three information entries and a gallery', () => {
    expect(eventSolutionTypes.map((type) => type.eventType)).toEqual([...eventTypes]);
    for (const type of eventSolutionTypes) {
      expect(type.info).toHaveLength(3);
      expect(type.gallery.length).toBeGreaterThanOrEqual(3);
      for (const messages of Object.values(all)) {
        const text =
          messages.EventSolutions.types[type.key as keyof typeof en.EventSolutions.types];
        for (const info of type.info) expect(text.info).toHaveProperty(info.key);
      }
    }
  });

  // Units follow the language (m² / м²) and numbers its grouping (20,000 / 20.000 / 20 000); the
  // figures never change. Compared without grouping separators, no-break spaces as spaces, and
  // without the spaces around ×.
  it('states the technical figures of docs/product.md §9 literally in every language', () => {
    expect(`${facadeCanvas.width}×${facadeCanvas.height}`).toBe('3360×1008');
    for (const messages of Object.values(all)) {
      const infrastructure = messages.EventSolutions.infrastructure;
      const text = infrastructureKeys
        .map((key) => `${infrastructure[key].title} ${infrastructure[key].body}`)
        .join(' ')
        .replace(/(\d)[,.\u00a0\u202f](?=\d{3}\b)/g, '$1')
        .replace(/[\u00a0\u202f]/g, ' ')
        .replace(/ ?× ?/g, '×');
      for (const figure of [
        '270°',
        '1500 ',
        '32 ',
        '20000 ANSI',
        '17×7 ',
        '150 ',
        '672×1008',
        '3360×1008',
      ]) {
        expect(text).toContain(figure);
      }
      expect(text).toMatch(/\b5\b/);
    }
  });

  it('formats file sizes per locale', () => {
    expect(formatFileSize('en', 48 * 1024)).toBe('48\u00a0kB');
    expect(formatFileSize('de', 1.5 * 1024 * 1024)).toBe('1,5\u00a0MB');
    expect(formatFileSize('ru', 38 * 1024)).toBe('38\u00a0кБ');
    expect(formatFileSize('en', 10)).toBe('1\u00a0kB');
  });
});
