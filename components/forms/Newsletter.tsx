import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { privacyLink } from './PrivacyLink';
import { NewsletterForm } from './Newsletter.client';

/**
 * The footer's newsletter sign-up (docs/product.md §2, §4): labels translated here, a lean client
 * form.
 */
export async function Newsletter({ locale, page }: { locale: Locale; page: string }) {
  const t = await getTranslations({ locale, namespace: 'Forms' });
  const errors = Object.fromEntries(
    (['required', 'alpha', 'email', 'newsletterConsent', 'tooLong', 'invalid'] as const).map(
      (key) => [key, t(`errors.${key}`)],
    ),
  );
  return (
    <NewsletterForm
      locale={locale}
      page={page}
      recaptchaSiteKey={env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY}
      errors={errors}
      labels={{
        form: t('newsletter.label'),
        firstName: t('fields.firstName'),
        lastName: t('fields.lastName'),
        email: t('fields.email'),
        emailPlaceholder: t('placeholders.email'),
        required: t('requiredMark'),
        submit: t('newsletter.submit'),
        sending: t('sending'),
        success: t('newsletter.success'),
        failure: t('status.failure'),
        timeout: t('status.timeout'),
      }}
      consent={t.rich('newsletter.consent', { link: privacyLink(locale) })}
    />
  );
}
