import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { STEP_COUNT } from '@/lib/forms/proposal-draft';
import { eventTypes, guestCounts, offerTypes, type GuestCount } from '@/lib/validation/choices';
import { formatAtLeast, formatNumberRange } from '@/lib/content/format';
import { dateOrder } from '@/lib/validation/validators';
import { REDIRECT_SECONDS } from './constants';
import { homeHref } from './links';
import { href } from '@/lib/i18n/navigation';
import { privacyLink } from './PrivacyLink';
import { errorMessages } from './messages';
import { ProposalWizard as Wizard } from './ProposalWizard.client';

const stepKeys = ['event', 'offers', 'contact', 'confirm'] as const;

/** A guest-count choice as the language writes it: `501-1000` → `501–1.000`, `1000+` → `1.000+`. */
function guestLabel(locale: Locale, value: GuestCount) {
  const [from = 0, to] = value.split(/[-+]/).map(Number);
  return to ? formatNumberRange(locale, from, to) : formatAtLeast(locale, from);
}

/**
 * The four-step proposal request (docs/product.md §4): every text translated here, the wizard in
 * the browser.
 */
export async function ProposalWizard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Proposal' });
  const forms = await getTranslations({ locale, namespace: 'Forms' });
  const steps = stepKeys.map((key) => t(`steps.${key}`));
  return (
    <Wizard
      locale={locale}
      page={href(locale, '/proposal-request')}
      recaptchaSiteKey={env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY}
      homeHref={homeHref(locale)}
      dateOrder={dateOrder(locale)}
      errors={await errorMessages(locale)}
      eventTypes={eventTypes.map((value) => ({ value, label: t(`eventTypes.${value}`) }))}
      guestCounts={guestCounts.map((value) => ({ value, label: guestLabel(locale, value) }))}
      offerTypes={offerTypes.map((value) => ({ value, label: t(`offerTypeOptions.${value}`) }))}
      redirectTexts={Array.from({ length: REDIRECT_SECONDS + 1 }, (_, seconds) =>
        t('redirect', { seconds }),
      )}
      consent={t.rich('consent', { link: privacyLink(locale) })}
      labels={{
        form: t('formLabel'),
        progress: t('progress'),
        stepOf: steps.map(
          (step, index) => `${t('stepOf', { current: index + 1, total: STEP_COUNT })} · ${step}`,
        ),
        completed: t('completed'),
        steps,
        stepIntro: stepKeys.map((key) => t(`stepIntro.${key}`)),
        requiredNote: t('requiredNote'),
        required: forms('requiredMark'),
        eventType: t('eventType'),
        guestCount: t('guestCount'),
        preferredDate: t('preferredDate'),
        datePlaceholder: t('datePlaceholder'),
        dateHint: t('dateHint'),
        openCalendar: t('openCalendar'),
        offerTypes: t('offerTypes'),
        offerTypesHint: t('offerTypesHint'),
        contactPerson: t('contactPerson'),
        companyName: t('companyName'),
        phoneNumber: t('phoneNumber'),
        phonePlaceholder: forms('placeholders.phoneNumber'),
        phoneHint: t('phoneHint'),
        email: t('email'),
        emailPlaceholder: forms('placeholders.email'),
        additionalNotes: t('additionalNotes'),
        additionalNotesPlaceholder: t('additionalNotesPlaceholder'),
        summaryTitle: t('summaryTitle'),
        edit: t('edit'),
        editStep: steps.map((step) => t('editStep', { step })),
        notSpecified: t('notSpecified'),
        previous: t('previous'),
        next: t('next'),
        submit: t('submit'),
        submitting: t('submitting'),
        success: t('success'),
        failure: t('failure'),
        timeout: forms('status.timeout'),
        retry: t('retry'),
        goHome: t('goHome'),
      }}
    />
  );
}
