import { Img } from '@/components/media/Img';
import { getTranslations } from 'next-intl/server';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import type { PageContext } from '@/components/pages/context';
import { ExtraMenu } from '@/components/content/ExtraMenu';
import { ContentPage } from '@/components/pages/ContentPage';
import { ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import {
  champagneSet,
  clubOffers,
  dinnerShowPackages,
  premiumLocations,
} from '@/lib/content/facts';
import { formatPrice } from '@/lib/content/format';
import { env } from '@/lib/env';
import { Customizer } from './Customizer.client';
import { href } from '@/lib/i18n/navigation';

/** /customize: choose package, table zone and extras, see the summary, book. */
export async function CustomizePage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const t = await getFactTranslations({ locale, namespace: 'Customize' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const price = (amount: number, currency: 'EUR' | 'TRY') => formatPrice(locale, amount, currency);
  const club = (id: string) => clubOffers.find((offer) => offer.id === id);
  const entry = club('entry');
  const bottle = club('bottle');

  return (
    <ContentPage context={context}>
      <ExtraMenu locale={locale} current="/customize" />
      <Section labelledBy="customize-intro" tone="glow">
        <div className="mb-12 grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <SectionHeading id="customize-intro" title={t('title')} intro={t('lead')} />
          <div className="grid grid-cols-3 gap-3">
            {[
              '/media/gallery/gastronomy-3.jpg',
              '/media/gallery/show-2.jpg',
              '/media/gallery/club-4.jpg',
            ].map((src, index) => (
              <div
                key={src}
                className={`relative aspect-[3/4] overflow-hidden rounded-2xl shadow-xl shadow-black/40 ${index === 1 ? 'translate-y-6' : ''}`}
              >
                <Img
                  src={src}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 180px, 33vw"
                  className="object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        <Customizer
          locale={locale}
          bookingUrl={env.NEXT_PUBLIC_BOOKING_URL}
          contactHref={href(locale, '/contact-us')}
          packages={dinnerShowPackages.map((offer) => ({
            id: offer.id,
            title: t(`packages.${offer.id}`),
            price: price(offer.menuPrice, offer.priceCurrency),
          }))}
          zones={[
            { id: 'hall', title: t('zone.hall'), text: t('zone.hallText') },
            ...premiumLocations.map((zone) => ({
              id: zone.id,
              title: t(`zone.${zone.id}`),
              price: price(zone.menuPrice, zone.priceCurrency),
            })),
          ]}
          extras={[
            {
              id: 'champagne',
              title: t('extras.champagne'),
              text: t('extras.champagneText'),
              price: price(champagneSet.menuPrice, champagneSet.priceCurrency),
            },
            {
              id: 'clubEntry',
              title: t('extras.clubEntry'),
              text: t('extras.clubEntryText'),
              price: entry ? price(entry.menuPrice, entry.priceCurrency) : undefined,
            },
            {
              id: 'bottle',
              title: t('extras.bottle'),
              text: t('extras.bottleText'),
              price: bottle ? price(bottle.menuPrice, bottle.priceCurrency) : undefined,
            },
          ]}
          labels={{
            packageTitle: t('package.title'),
            packageIncluded: t('package.included'),
            zoneTitle: t('zone.title'),
            zoneNote: t('zone.premiumText'),
            extrasTitle: t('extras.title'),
            guestsTitle: t('guests.title'),
            adults: t('guests.adults'),
            children: t('guests.children'),
            childrenHint: t('guests.childrenHint'),
            perPerson: t('perPerson'),
            summaryTitle: t('summary.title'),
            total: t('summary.total'),
            note: t('summary.note'),
            book: t('summary.book'),
            newTab: common('opensInNewTab'),
            groupNote: t('summary.groupNote'),
            contact: t('summary.contact'),
            add: t.raw('guests.add') as string,
            remove: t.raw('guests.remove') as string,
            lineAdults: t.raw('summary.adults') as string,
            lineChildren: t.raw('summary.children') as string,
            lineChampagne: t('summary.champagne'),
            lineClubEntry: t.raw('summary.clubEntry') as string,
            lineBottle: t('summary.bottle'),
            tables: t.raw('summary.tables') as string,
          }}
        />
      </Section>
      {page && page.contents.length > 0 ? (
        <Section label={page.title} tone="raised">
          <ProviderSections contents={page.contents} idPrefix="customize-section" />
        </Section>
      ) : null}
    </ContentPage>
  );
}
