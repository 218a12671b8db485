import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getSiteFacts } from '@/lib/provider/settings';
import { MailButton } from './Buttons';
import { Section } from './Section';
import { SectionHeading } from './SectionHeading';
import { Steps } from './Steps';

/**
 * "How to apply": a heading with a write-to-us button (mail with the page's subject) and the four
 * steps, from the `apply` messages of the page's namespace (the casting and the recruitment pages).
 */
export async function ApplySection({
  locale,
  namespace,
  id,
  tone,
  children,
}: {
  locale: Locale;
  /** The page's namespace, whose `apply` messages these are. */
  namespace: string;
  id: string;
  tone: 'base' | 'raised' | 'glow';
  /** What follows the steps (a link to the other page). */
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: `${namespace}.apply` });
  const { email } = await getSiteFacts(locale);
  const mail = `mailto:${email}?subject=${encodeURIComponent(t('subject'))}`;
  return (
    <Section labelledBy={id} tone={tone}>
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <SectionHeading
          id={id}
          eyebrow={t('eyebrow')}
          title={t('title')}
          intro={t('intro', { email })}
        />
        <MailButton href={mail}>{t('write')}</MailButton>
      </div>
      <div className="mt-12">
        <Steps
          steps={[
            { title: t('step1'), text: t('step1Text', { email }) },
            { title: t('step2'), text: t('step2Text') },
            { title: t('step3'), text: t('step3Text') },
            { title: t('step4'), text: t('step4Text') },
          ]}
        />
      </div>
      {children}
    </Section>
  );
}
