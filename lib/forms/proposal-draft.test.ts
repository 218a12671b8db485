import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_KEY,
  emptyProposal,
  parseDraft,
  saveDraft,
  serialiseDraft,
} from './proposal-draft';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe('proposal draft', () => {
  it('round-trips the step and every value', () => {
    const draft = {
      step: 2,
      values: {
        ...emptyProposal,
        eventType: 'gala-awards',
        offerTypes: ['venue', 'resident-dj'],
        contactPerson: 'Şükrü Yılmaz',
        consent: true,
      },
    };
    expect(parseDraft(serialiseDraft(draft))).toEqual(draft);
  });

  it('ignores unknown keys and wrong types, and clamps the step', () => {
    const raw = JSON.stringify({
      step: 9,
      values: {
        eventType: 3,
        guestCount: '51-100',
        offerTypes: ['venue', 7, null],
        consent: 'yes',
        admin: true,
      },
    });
    expect(parseDraft(raw)).toEqual({
      step: 3,
      values: { ...emptyProposal, guestCount: '51-100', offerTypes: ['venue'] },
    });
    expect(parseDraft(JSON.stringify({ step: -1, values: {} }))?.step).toBe(0);
    expect(parseDraft(JSON.stringify({ step: 1.5, values: {} }))?.step).toBe(0);
  });

  it('answers null for nothing, garbage or a draft without values', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft(JSON.stringify({ step: 1 }))).toBeNull();
  });

  it('saves and clears in a storage, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    saveDraft(storage, { step: 1, values: emptyProposal });
    expect(parseDraft(storage.getItem(DRAFT_KEY))?.step).toBe(1);
    clearDraft(storage);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as Storage;
    expect(() => saveDraft(full, { step: 0, values: emptyProposal })).not.toThrow();
    expect(() => saveDraft(undefined, { step: 0, values: emptyProposal })).not.toThrow();
  });
});
