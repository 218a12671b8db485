import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactInfo } from '@/components/contact/ContactInfo';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { ContentPage } from '@/components/pages/ContentPage';
import { contentsExcept, ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { ContactForm } from '@/components/forms/ContactForm';
import { Brands } from '@/components/i18n/Brands';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await loadPageContext(params, '/contact-us', 'contactUs'));
}

export default async function ContactPage({ params }: RouteParams) {
  const context = await loadPageContext(params, '/contact-us', 'contactUs');
  const { locale, page } = context;
  const t = await getTranslations({ locale, namespace: 'Contact' });
  // The tabs show address, contact, hours and rules; other editor sections are kept.
  const editorial = contentsExcept(page?.contents ?? [], 'ADDRESS', 'CONTACT', 'HOURS', 'RULES');
  return (
    <ContentPage context={context}>
      <Section label={t('tabsLabel')} tone="glow">
        <p className="mb-8 text-xs font-bold uppercase tracking-[0.28em] text-gold-400 md:text-sm">
          <Brands>{t('eyebrow')}</Brands>
        </p>
        <ContactInfo locale={locale} />
      </Section>
      <Section tone="raised">
        <ContactForm locale={locale} />
      </Section>
      {editorial.length > 0 ? (
        <Section label={page?.title} tone="raised">
          <ProviderSections contents={editorial} idPrefix="contact-section" />
        </Section>
      ) : null}
    </ContentPage>
  );
}
