import type CookieConsent from 'vanilla-cookieconsent';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { categoriesFor, type ConsentCategory, type Service } from './categories';

export const CONSENT_COOKIE = 'cc_cookie';

/**
 * The cookies page's cookie-settings section: the footer's "Cookie settings" link points there, and
 * with consent configured the preferences open when a page is opened at it.
 */
export const COOKIE_SETTINGS_ID = 'cookie-settings';

/** Translated texts of the banner and the preferences dialog; `moreText` may hold links (HTML). */
export type ConsentTexts = {
  label: string;
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  manage: string;
  save: string;
  close: string;
  footer: string;
  preferencesTitle: string;
  introTitle: string;
  introText: string;
  necessaryTitle: string;
  necessaryText: string;
  analyticsTitle: string;
  analyticsText: string;
  functionalityTitle: string;
  functionalityText: string;
  moreTitle: string;
  moreText: string;
  cookie: string;
  purpose: string;
  duration: string;
  languageCookie: string;
  consentCookie: string;
  analyticsCookie: string;
  oneYear: string;
  sixMonths: string;
  twoYears: string;
};

type Section = CookieConsent.Section;

function table(
  texts: ConsentTexts,
  rows: Array<[string, string, string]>,
): CookieConsent.CookieTable {
  return {
    headers: { name: texts.cookie, purpose: texts.purpose, duration: texts.duration },
    body: rows.map(([name, purpose, duration]) => ({ name, purpose, duration })),
  };
}

/** The vanilla-cookieconsent configuration of one language, for the configured services. */
export function consentConfig(
  locale: string,
  texts: ConsentTexts,
  services: readonly Service[],
): CookieConsent.CookieConsentConfig {
  const offered = categoriesFor(services);
  const categories: Partial<Record<ConsentCategory, CookieConsent.Category>> = {
    necessary: { enabled: true, readOnly: true },
  };
  const sections: Section[] = [
    { title: texts.introTitle, description: texts.introText },
    {
      title: texts.necessaryTitle,
      description: texts.necessaryText,
      linkedCategory: 'necessary',
      cookieTable: table(texts, [
        [LOCALE_COOKIE, texts.languageCookie, texts.oneYear],
        [CONSENT_COOKIE, texts.consentCookie, texts.sixMonths],
      ]),
    },
  ];
  if (offered.includes('analytics')) {
    // Revoking analytics erases Google's cookies at once.
    categories.analytics = { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } };
    sections.push({
      title: texts.analyticsTitle,
      description: texts.analyticsText,
      linkedCategory: 'analytics',
      cookieTable: table(texts, [
        ['_ga', texts.analyticsCookie, texts.twoYears],
        ['_ga_*', texts.analyticsCookie, texts.twoYears],
      ]),
    });
  }
  if (offered.includes('functionality')) {
    categories.functionality = {};
    sections.push({
      title: texts.functionalityTitle,
      description: texts.functionalityText,
      linkedCategory: 'functionality',
    });
  }
  sections.push({ title: texts.moreTitle, description: texts.moreText });

  return {
    mode: 'opt-in',
    revision: 1,
    autoShow: true,
    // Off: the library would hide the banner from every webdriver-driven browser, tests included.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: 182, sameSite: 'Lax' },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories,
    language: {
      default: locale,
      translations: {
        [locale]: {
          consentModal: {
            label: texts.label,
            title: texts.title,
            description: texts.description,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            showPreferencesBtn: texts.manage,
            footer: texts.footer,
          },
          preferencesModal: {
            title: texts.preferencesTitle,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.rejectAll,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.close,
            sections,
          },
        },
      },
    },
  };
}
