import { describe, expect, it } from 'vitest';
import { allows, categoriesFor, googleConsent } from './categories';
import { consentConfig, offeredPurposes, siteCookies, type ConsentTexts } from './config';
import { cookieLifetimes, lifetimeDays, lifetimeSeconds } from './lifetimes';
import { LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';

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

describe('the cookies and what the banner says of them', () => {
  type Table = { body: Array<{ name: string; duration: string }> };
  const tables = (locale: 'en' | 'tr' | 'ru' | 'de', services: Array<'analytics' | 'chat'>) => {
    const translation = consentConfig(locale, texts, services).language.translations[locale] as {
      preferencesModal: { sections: Array<{ cookieTable?: Table }> };
    };
    return translation.preferencesModal.sections.flatMap((section) =>
      section.cookieTable ? section.cookieTable.body : [],
    );
  };

  it('lists the cookies of the configured services, the consent cookie only with a banner', () => {
    expect(siteCookies([]).map((cookie) => cookie.name)).toEqual(['i18n_redirected']);
    expect(siteCookies(['chat']).map((cookie) => cookie.name)).toEqual([
      'i18n_redirected',
      'cc_cookie',
    ]);
    expect(siteCookies(['analytics']).map((cookie) => cookie.name)).toEqual([
      'i18n_redirected',
      'cc_cookie',
      '_ga',
      '_ga_*',
    ]);
  });

  it('states each lifetime in the language, from the figures the cookies are set with', () => {
    expect(tables('tr', ['analytics'])).toEqual([
      { name: 'i18n_redirected', purpose: '<languageCookie>', duration: '1\u00a0yıl' },
      { name: 'cc_cookie', purpose: '<consentCookie>', duration: '6\u00a0ay' },
      { name: '_ga', purpose: '<analyticsCookie>', duration: '2\u00a0yıl' },
      { name: '_ga_*', purpose: '<analyticsCookie>', duration: '2\u00a0yıl' },
    ]);
    expect(tables('de', ['analytics']).map((row) => row.duration)).toEqual([
      '1\u00a0Jahr',
      '6\u00a0Monate',
      '2\u00a0Jahre',
      '2\u00a0Jahre',
    ]);
    expect(consentConfig('en', texts, ['analytics']).cookie?.expiresAfterDays).toBe(182);
    expect(lifetimeDays(cookieLifetimes.consent)).toBe(182);
    expect(LOCALE_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
    // Google's own default for _ga, which gtag is given explicitly.
    expect(lifetimeSeconds(cookieLifetimes.analytics)).toBe(63_072_000);
  });

  it('says the optional cookies are for the services offered only (German has no chat)', () => {
    expect(offeredPurposes(['analytics'], true)).toBe('analytics');
    expect(offeredPurposes(['chat'], true)).toBe('chat');
    expect(offeredPurposes(['chat', 'analytics'], true)).toBe('all');
    // A German page: the site has a chat, its pages do not.
    expect(offeredPurposes(['chat', 'analytics'], false)).toBe('analytics');
    expect(offeredPurposes(['chat'], false)).toBe('none');
  });
});
