import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { offeredPurposes, type ConsentTexts } from '@/lib/consent/config';
import type { Service } from '@/lib/consent/categories';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { integrationsConfig } from '@/lib/integrations/config';
import { Analytics } from './Analytics.client';
import { Chat } from './Chat.client';
import { Consent } from './Consent.client';
import { KeepPage } from './KeepPage.client';
import { Lifecycle } from './Lifecycle.client';
import { LinkRouter } from './LinkRouter.client';
import { OnlineStatus } from './OnlineStatus.client';
import { ProgressBar } from './ProgressBar.client';
import { Vitals } from './Vitals.client';
import { href } from '@/lib/i18n/navigation';

async function consentTexts(
  locale: Locale,
  services: Service[],
  chatOnThesePages: boolean,
): Promise<ConsentTexts> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  // German has no cookie, privacy or contact page of its own (docs/product.md §1): href links
  // those in English.
  const link = (path: '/cookies' | '/privacy' | '/contact-us') => (chunks: string) =>
    `<a href="${href(locale, path)}">${chunks}</a>`;
  return {
    label: t('label'),
    title: t('title'),
    description: t('description', { offered: offeredPurposes(services, chatOnThesePages) }),
    acceptAll: t('acceptAll'),
    rejectAll: t('rejectAll'),
    manage: t('manage'),
    save: t('save'),
    close: t('close'),
    footer: `${link('/privacy')(t('privacyPolicy'))}\n${link('/cookies')(t('cookiePolicy'))}`,
    preferencesTitle: t('preferencesTitle'),
    introTitle: t('introTitle'),
    introText: t('introText'),
    necessaryTitle: t('necessaryTitle'),
    necessaryText: t('necessaryText'),
    analyticsTitle: t('analyticsTitle'),
    analyticsText: t('analyticsText'),
    functionalityTitle: t('functionalityTitle'),
    functionalityText: t('functionalityText'),
    moreTitle: t('moreTitle'),
    moreText: t.markup('moreText', {
      cookies: link('/cookies'),
      privacy: link('/privacy'),
      contact: link('/contact-us'),
    }),
    cookie: t('cookie'),
    purpose: t('purpose'),
    duration: t('duration'),
    languageCookie: t('languageCookie'),
    consentCookie: t('consentCookie'),
    analyticsCookie: t('analyticsCookie'),
  };
}

/**
 * Everything around the pages (docs/product.md §1, §2, §4): progress bar, link routing and
 * prefetch, service worker (and the pages it keeps) and chunk-reload guard, online status, field Web
 * Vitals (VITALS_SAMPLE_RATE), and the
 * third parties configured at run time (consent, analytics, chat). Small client leaves with plain
 * props; a third party whose variables are unset is not rendered.
 */
export async function Integrations({ locale }: { locale: Locale }) {
  const config = integrationsConfig(env, locale);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return (
    <>
      <Suspense fallback={null}>
        <ProgressBar />
        <LinkRouter />
        <KeepPage />
      </Suspense>
      <Lifecycle />
      <OnlineStatus offline={t('statusOffline')} online={t('statusOnline')} />
      {env.VITALS_SAMPLE_RATE > 0 ? <Vitals sampleRate={env.VITALS_SAMPLE_RATE} /> : null}
      {config.services.length > 0 ? (
        <Consent
          locale={locale}
          texts={await consentTexts(locale, config.services, config.chat !== null)}
          services={config.services}
        />
      ) : null}
      {config.analytics ? (
        <Suspense fallback={null}>
          <Analytics
            id={config.analytics.id}
            scriptUrl={config.analytics.scriptUrl}
            locale={locale}
          />
        </Suspense>
      ) : null}
      {config.chat ? (
        <Chat scriptUrl={config.chat.scriptUrl} widgetId={config.chat.widgetId} />
      ) : null}
    </>
  );
}
