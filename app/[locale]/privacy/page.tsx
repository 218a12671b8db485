import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { KvkkNotice, LegalPage } from '@/components/legal/LegalPage';
import { env } from '@/lib/env';
import { formatPercent } from '@/lib/content/format';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await loadPageContext(params, '/privacy', 'privacy'));
}

export default async function PrivacyPage({ params }: RouteParams) {
  const context = await loadPageContext(params, '/privacy', 'privacy');
  const t = await getTranslations({ locale: context.locale, namespace: 'Legal.kvkk' });
  // docs/product.md §2 lists a "data-protection notice" screen without a route: it is this section
  // of the privacy page.
  const kvkk = { id: 'kvkk', title: t('title'), body: <KvkkNotice locale={context.locale} /> };
  // Field Web Vitals (lib/vitals/), named here while they are on (VITALS_SAMPLE_RATE).
  const legal = await getTranslations({ locale: context.locale, namespace: 'Legal.vitals' });
  const share = formatPercent(context.locale, env.VITALS_SAMPLE_RATE * 100);
  const vitals = {
    id: 'speed-measurements',
    title: legal('title'),
    body: <p>{legal('text', { share })}</p>,
  };
  return (
    <LegalPage context={context} extra={env.VITALS_SAMPLE_RATE > 0 ? [kvkk, vitals] : [kvkk]} />
  );
}
