import { describe, expect, it } from 'vitest';
import { allows, categoriesFor, googleConsent } from './categories';
import { consentConfig, type ConsentTexts } from './config';

describe('consent categories', () => {
  it('offers necessary always, and the categories of the configured services', () => {
    expect(categoriesFor([])).toEqual(['necessary']);
    expect(categoriesFor(['analytics'])).toEqual(['necessary', 'analytics']);
    expect(categoriesFor(['chat'])).toEqual(['necessary', 'functionality']);
    expect(categoriesFor(['chat', 'analytics'])).toEqual([
      'necessary',
      'analytics',
      'functionality',
    ]);
  });

  it('lets analytics run only with analytics consent, chat only with functionality consent', () => {
    expect(allows(['necessary'], 'analytics')).toBe(false);
    expect(allows(['necessary'], 'chat')).toBe(false);
    expect(allows(['necessary', 'analytics'], 'analytics')).toBe(true);
    expect(allows(['necessary', 'analytics'], 'chat')).toBe(false);
    expect(allows(['necessary', 'functionality'], 'chat')).toBe(true);
    expect(allows([], 'analytics')).toBe(false);
  });

  it('maps to Google consent mode, never granting advertising storage', () => {
    expect(googleConsent(['necessary', 'analytics', 'functionality'])).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(googleConsent(['necessary']).analytics_storage).toBe('denied');
  });
});

const texts = new Proxy({} as ConsentTexts, { get: (_target, key) => `<${String(key)}>` });

describe('consentConfig', () => {
  it('lists only the configured categories, necessary read-only, in the page language', () => {
    const config = consentConfig('tr', texts, ['analytics']);
    expect(Object.keys(config.categories)).toEqual(['necessary', 'analytics']);
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(config.mode).toBe('opt-in');
    expect(config.language.default).toBe('tr');
    const translation = config.language.translations.tr as {
      consentModal: { acceptNecessaryBtn: string };
      preferencesModal: { sections: Array<{ linkedCategory?: string }> };
    };
    expect(translation.consentModal.acceptNecessaryBtn).toBe('<rejectAll>');
    expect(translation.preferencesModal.sections.map((section) => section.linkedCategory)).toEqual([
      undefined,
      'necessary',
      'analytics',
      undefined,
    ]);
  });

  it('clears Google Analytics cookies when analytics is withdrawn', () => {
    const cookies = consentConfig('en', texts, ['analytics', 'chat']).categories.analytics
      ?.autoClear?.cookies;
    const names = cookies?.map((cookie) => cookie.name) ?? [];
    expect(names.some((name) => name instanceof RegExp && name.test('_ga_ABC123'))).toBe(true);
    expect(consentConfig('en', texts, ['chat']).categories.functionality).toEqual({});
    expect(consentConfig('en', texts, ['chat']).categories.analytics).toBeUndefined();
  });
});
