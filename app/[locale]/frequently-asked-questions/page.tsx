import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { CtaBand } from '@/components/content/CtaBand';
import { ContentPage } from '@/components/pages/ContentPage';
import { contentsExcept, ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import { FaqGroups } from '@/components/faq/FaqGroups';
import { JsonLd } from '@/components/seo/JsonLd';
import { faqGroups, faqItems } from '@/lib/content/faq';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import { intlLocale } from '@/lib/content/format';
import { faqPageJsonLd } from '@/lib/seo/jsonld';
import { getFactFill, getSiteFacts } from '@/lib/provider/settings';
import { absoluteUrl } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await loadPageContext(params, '/frequently-asked-questions', 'faq'));
}

export default async function FaqPage({ params }: RouteParams) {
  const context = await loadPageContext(params, '/frequently-asked-questions', 'faq');
  const { locale, page } = context;
  const t = await getFactTranslations({ locale, namespace: 'Faq' });
  // The questions are static (messages); the provider's own FAQ sections would repeat them.
  const editorial = contentsExcept(page?.contents ?? [], 'SHOW', 'TICKETS', 'CLUB', 'VISIT');
  const { values } = await getFactFill(locale);
  const groups = await faqGroups(locale, values);
  return (
    <ContentPage context={context}>
      <JsonLd
        data={faqPageJsonLd(await faqItems(locale, values), {
          url: absoluteUrl(context.path),
          inLanguage: intlLocale(locale),
        })}
      />
      <Section labelledBy="faq-intro" tone="glow">
        <SectionHeading
          id="faq-intro"
          eyebrow={t('eyebrow')}
          title={t('title')}
          intro={t('lead')}
          className="mb-14"
        />
        {editorial.length > 0 ? (
          <div className="mb-16">
            <ProviderSections contents={editorial} idPrefix="faq-section" />
          </div>
        ) : null}
        <FaqGroups
          groups={groups}
          indexLabel={t('eyebrow')}
          aside={{ title: t('more.title'), text: t('more.text') }}
          phone={await getSiteFacts(locale)}
        />
      </Section>
      <CtaBand
        locale={locale}
        id="faq-more"
        title={t('more.title')}
        text={t('more.text')}
        image="/media/gallery/venue-2.jpg"
        actions={['contact', 'book']}
      />
    </ContentPage>
  );
}
