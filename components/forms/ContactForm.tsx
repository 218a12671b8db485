import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { privacyLink } from './PrivacyLink';
import { errorMessages } from './messages';
import { ContactFormClient } from './ContactForm.client';
import { Brands } from '@/components/i18n/Brands';
import { href } from '@/lib/i18n/navigation';

/**
 * The contact page's form (docs/product.md §3): labels translated on the server, react-hook-form in
 * the browser. Its heading has the id `contact-form-title`, for the page's section to be named by
 * it.
 */
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Forms' });
  return (
    // Not a landmark of its own: the page's band around it is the region named by this heading.
    <div className="mx-auto max-w-3xl rounded-3xl border border-gold-500/20 bg-gradient-to-b from-brand-900 to-brand-950 p-6 shadow-2xl shadow-black/40 md:p-10">
      <p className="text-xs font-bold uppercase tracking-[0.22em] text-gold-400">
        <Brands>{t('contact.eyebrow')}</Brands>
      </p>
      <h2 id="contact-form-title" className="mt-2 font-display text-3xl text-white md:text-4xl">
        {t('contact.title')}
      </h2>
      <p className="mt-3 max-w-xl text-white/70">{t('contact.text')}</p>
      <ContactFormClient
        locale={locale}
        page={href(locale, '/contact-us')}
        recaptchaSiteKey={env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY}
        errors={await errorMessages(locale)}
        labels={{
          form: t('contact.title'),
          firstName: t('fields.firstName'),
          lastName: t('fields.lastName'),
          email: t('fields.email'),
          emailPlaceholder: t('placeholders.email'),
          phoneNumber: t('fields.phoneNumber'),
          phonePlaceholder: t('placeholders.phoneNumber'),
          phoneHint: t('hints.phoneNumber'),
          message: t('fields.message'),
          messagePlaceholder: t('placeholders.message'),
          required: t('requiredMark'),
          submit: t('contact.submit'),
          sending: t('sending'),
          success: t('contact.success'),
          failure: t('status.failure'),
          timeout: t('status.timeout'),
        }}
        consent={t.rich('contact.consent', { link: privacyLink(locale) })}
      />
    </div>
  );
}
