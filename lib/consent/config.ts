import type CookieConsent from 'vanilla-cookieconsent';
import { formatDuration } from '@/lib/content/format';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { categoriesFor, type ConsentCategory, type Service } from './categories';
import { cookieLifetimes, lifetimeDays, type Lifetime } from './lifetimes';

export const CONSENT_COOKIE = 'cc_cookie';

/** A cookie the site sets (or lets Google Analytics set), with the message key of its purpose. */
export type SiteCookie = {
  name: string;
  category: ConsentCategory;
  purpose: 'languageCookie' | 'consentCookie' | 'analyticsCookie';
  lifetime: Lifetime;
};

/**
 * The cookies this run of the site sets, for the services configured: the language cookie always,
 * the consent cookie when there is something to consent to, Google's with analytics. The banner's
 * tables and the cookies page's table (components/legal/LegalPage.tsx) both list these.
 */
export function siteCookies(services: readonly Service[]): SiteCookie[] {
  const offered = categoriesFor(services);
  const cookies: SiteCookie[] = [
    {
      name: LOCALE_COOKIE,
      category: 'necessary',
      purpose: 'languageCookie',
      lifetime: cookieLifetimes.language,
    },
  ];
  if (services.length > 0)
    cookies.push({
      name: CONSENT_COOKIE,
      category: 'necessary',
      purpose: 'consentCookie',
      lifetime: cookieLifetimes.consent,
    });
  if (offered.includes('analytics'))
    for (const name of ['_ga', '_ga_*'])
      cookies.push({
        name,
        category: 'analytics',
        purpose: 'analyticsCookie',
        lifetime: cookieLifetimes.analytics,
      });
  return cookies;
}

/**
 * What the banner's description says the optional cookies are for (an ICU select of
 * `Consent.description`): the services of this language's pages only. The categories stay the
 * same in every language (one consent for the site), but German pages have no live chat (README),
 * so the German banner does not promise its cookies.
 */
export function offeredPurposes(
  services: readonly Service[],
  chatOnThesePages: boolean,
): 'analytics' | 'chat' | 'all' | 'none' {
  const analytics = services.includes('analytics');
  const chat = services.includes('chat') && chatOnThesePages;
  if (analytics && chat) return 'all';
  return analytics ? 'analytics' : chat ? 'chat' : 'none';
}

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
};

type Section = CookieConsent.Section;

function table(
  locale: Locale,
  texts: ConsentTexts,
  cookies: SiteCookie[],
): CookieConsent.CookieTable {
  return {
    headers: { name: texts.cookie, purpose: texts.purpose, duration: texts.duration },
    body: cookies.map((cookie) => ({
      name: cookie.name,
      purpose: texts[cookie.purpose],
      duration: formatDuration(locale, cookie.lifetime),
    })),
  };
}

/** The vanilla-cookieconsent configuration of one language, for the configured services. */
export function consentConfig(
  locale: Locale,
  texts: ConsentTexts,
  services: readonly Service[],
): CookieConsent.CookieConsentConfig {
  const offered = categoriesFor(services);
  const cookies = siteCookies(services);
  const tableOf = (category: ConsentCategory) =>
    table(
      locale,
      texts,
      cookies.filter((cookie) => cookie.category === category),
    );
  const categories: Partial<Record<ConsentCategory, CookieConsent.Category>> = {
    necessary: { enabled: true, readOnly: true },
  };
  const sections: Section[] = [
    { title: texts.introTitle, description: texts.introText },
    {
      title: texts.necessaryTitle,
      description: texts.necessaryText,
      linkedCategory: 'necessary',
      cookieTable: tableOf('necessary'),
    },
  ];
  if (offered.includes('analytics')) {
    // Revoking analytics erases Google's cookies at once.
    categories.analytics = { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } };
    sections.push({
      title: texts.analyticsTitle,
      description: texts.analyticsText,
      linkedCategory: 'analytics',
      cookieTable: tableOf('analytics'),
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
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: lifetimeDays(cookieLifetimes.consent),
      sameSite: 'Lax',
    },
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
