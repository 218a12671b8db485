import { SeatingPlan } from '@/components/content/SeatingPlan';
import { Img } from '@/components/media/Img';
import { getTranslations } from 'next-intl/server';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { ContentIcon } from '@/components/content/ContentIcons';
import type { PageContext } from '@/components/pages/context';
import { CtaBand } from '@/components/content/CtaBand';
import { FactList } from '@/components/content/FactList';
import { gallerySlides, ImageGallery } from '@/components/content/ImageGallery';
import { ContentPage } from '@/components/pages/ContentPage';
import { contentsExcept, ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import {
  champagneSet,
  clubOffers,
  dinnerShowPackages,
  loungeSizes,
  premiumLocations,
  rules,
} from '@/lib/content/facts';
import { partyLimits } from '@/lib/content/booking';
import { formatPrice } from '@/lib/content/format';
import { env } from '@/lib/env';
import { PriceCard } from './PriceCard';
import { ReservationWidget } from './ReservationWidget.client';
import { Brands } from '@/components/i18n/Brands';
import { href } from '@/lib/i18n/navigation';

const packageImages: Record<string, string> = {
  classic: '/media/gallery/gastronomy-1.jpg',
  silver: '/media/gallery/gastronomy-2.jpg',
  gold: '/media/gallery/gastronomy-3.jpg',
  platinum: '/media/gallery/gastronomy-4.jpg',
  thirdRow: '/media/gallery/show-1.jpg',
  secondRow: '/media/gallery/show-2.jpg',
  frontRow: '/media/gallery/show-3.jpg',
  champagne: '/media/gallery/show-4.jpg',
  entry: '/media/gallery/club-1.jpg',
  bottle: '/media/gallery/club-2.jpg',
  lounge: '/media/gallery/club-3.jpg',
  vipLounge: '/media/gallery/club-4.jpg',
};

/** Our offers: dinner-show, premium and club price cards, seating plan, rules, reservation widget. */
export async function Offers({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const t = await getFactTranslations({ locale, namespace: 'Offers' });
  const times = (await getFactFill(locale)).values;
  const common = await getTranslations({ locale, namespace: 'Common' });
  const contact = await getTranslations({ locale, namespace: 'Contact' });
  const content = await getTranslations({ locale, namespace: 'Content' });
  const price = (amount: number, currency: 'EUR' | 'TRY') => formatPrice(locale, amount, currency);
  const slides = page ? gallerySlides(page.sliders) : [];
  // The price sections are rendered from the static offers below; other editor sections are kept.
  const editorial = contentsExcept(page?.contents ?? [], 'PACKAGES', 'PREMIUM', 'CLUB');

  const ruleItems: { key: string; icon: Parameters<typeof ContentIcon>[0]['name'] }[] = [
    { key: 'children', icon: 'child' },
    { key: 'childDiscount', icon: 'sparkle' },
    { key: 'groups', icon: 'users' },
    { key: 'premiumTable', icon: 'crown' },
    { key: 'bottle', icon: 'bottle' },
    { key: 'hotelGuests', icon: 'building' },
  ];

  return (
    <ContentPage context={context}>
      <Section labelledBy="offers-intro" tone="glow">
        <SectionHeading
          id="offers-intro"
          eyebrow={t('eyebrow')}
          title={t('dinnerShow.title')}
          intro={t('lead')}
        />
        <FactList
          className="mt-10"
          label={contact('hours.title')}
          facts={[
            { value: times.doorsOpen, label: contact('hours.doors') },
            { value: times.dinnerHours, label: contact('hours.dinner') },
            { value: times.showHours, label: contact('hours.show') },
            { value: times.clubHours, label: contact('hours.club') },
          ]}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {dinnerShowPackages.map((offer) => (
            <li key={offer.id}>
              <PriceCard
                id={`package-${offer.id}`}
                menuText={t(`packages.${offer.id}.menuText`)}
                description={t(`packages.${offer.id}.description`)}
                price={price(offer.menuPrice, offer.priceCurrency)}
                menuPrice={offer.menuPrice}
                unit={t('perPerson')}
                image={{ src: packageImages[offer.id] ?? '', alt: '' }}
                badge={offer.id === 'silver' ? t('bestValue') : undefined}
                featured={offer.id === 'silver'}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="offers-premium" tone="raised">
        <SectionHeading id="offers-premium" title={t('premium.title')} intro={t('premium.text')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {premiumLocations.map((offer) => (
            <li key={offer.id}>
              <PriceCard
                id={`premium-${offer.id}`}
                menuText={t(`premium.${offer.id}.menuText`)}
                description={t(`premium.${offer.id}.description`)}
                price={price(offer.menuPrice, offer.priceCurrency)}
                menuPrice={offer.menuPrice}
                unit={t('perPerson')}
                image={{ src: packageImages[offer.id] ?? '', alt: '' }}
                note={t('upToGuests', { count: rules.premiumTableMax })}
              />
            </li>
          ))}
          <li>
            <PriceCard
              id="premium-champagne"
              menuText={t('champagne.menuText')}
              description={t('champagne.description')}
              price={price(champagneSet.menuPrice, champagneSet.priceCurrency)}
              menuPrice={champagneSet.menuPrice}
              unit={t('perTable')}
              image={{ src: packageImages.champagne ?? '', alt: '' }}
              note={t('upToGuests', { count: champagneSet.maxGuests })}
              featured
            />
          </li>
        </ul>
      </Section>

      <Section labelledBy="offers-club">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-2xl shadow-black/50 lg:aspect-[4/5]">
            <Img
              src="/media/gallery/club-1.jpg"
              alt=""
              fill
              sizes="(min-width: 1024px) 560px, 100vw"
              className="object-cover"
            />
            <div className="absolute inset-0 bg-gradient-to-t from-brand-950/90 via-transparent to-transparent" />
            <p className="absolute bottom-6 left-6 right-6 font-display text-3xl text-white md:text-4xl">
              {times.clubHours}
              <span className="mt-1 block font-sans text-sm font-bold uppercase tracking-[0.2em] text-gold-300">
                {rules.clubMinAge}+
              </span>
            </p>
          </div>
          <div>
            <SectionHeading id="offers-club" title={t('club.title')} intro={t('club.text')} />
            <p className="mt-6 flex flex-wrap items-center gap-3">
              <span className="text-sm font-bold uppercase tracking-[0.14em] text-white/70">
                <Brands>{t('club.loungeSizes')}</Brands>
              </span>
              {loungeSizes.map((size) => (
                <span
                  key={size}
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full border border-gold-500/50 font-display text-lg text-gold-200"
                >
                  {size}
                </span>
              ))}
            </p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {clubOffers.map((offer) => (
                <li key={offer.id}>
                  <PriceCard
                    id={`club-${offer.id}`}
                    menuText={t(`club.${offer.id}.menuText`)}
                    description={t(`club.${offer.id}.description`)}
                    price={price(offer.menuPrice, offer.priceCurrency)}
                    menuPrice={offer.menuPrice}
                    unit={
                      offer.id === 'entry'
                        ? t('perPerson')
                        : offer.id === 'bottle'
                          ? t('upToGuests', { count: rules.bottleOfferMax })
                          : t('perLounge')
                    }
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section labelledBy="offers-seating" tone="raised">
        <div className="grid gap-12 lg:grid-cols-[1.35fr_1fr]">
          <div>
            <SectionHeading
              id="offers-seating"
              title={t('seating.title')}
              intro={t('seating.text')}
            />
            <SeatingPlan
              locale={locale}
              src="/media/seating-plan.png"
              alt={t('seating.alt')}
              sizes="(min-width: 1344px) 740px, (min-width: 1024px) 55vw, 100vw"
            />
            <h2 id="offers-rules" className="mt-16 font-display text-3xl text-white md:text-4xl">
              {t('rules.title')}
            </h2>
            <ul aria-labelledby="offers-rules" className="mt-8 grid gap-4 md:grid-cols-2">
              {ruleItems.map((rule) => (
                <li
                  key={rule.key}
                  className="flex gap-4 rounded-2xl border border-white/10 bg-brand-900/80 p-5 leading-relaxed text-white/80"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full border border-gold-500/40 text-gold-300">
                    <ContentIcon name={rule.icon} width={20} height={20} />
                  </span>
                  <span>{t(`rules.${rule.key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="order-first lg:order-none lg:sticky lg:top-28 lg:self-start">
            <ReservationWidget
              bookingUrl={env.NEXT_PUBLIC_BOOKING_URL}
              contactHref={href(locale, '/contact-us')}
              labels={{
                title: t('widget.title'),
                text: t('widget.text'),
                adults: t('widget.adults'),
                adultsHint: t('widget.adultsHint'),
                children: t('widget.children'),
                childrenHint: t('widget.childrenHint'),
                add: {
                  adults: t('widget.add', { label: t('widget.adults') }),
                  children: t('widget.add', { label: t('widget.children') }),
                },
                remove: {
                  adults: t('widget.remove', { label: t('widget.adults') }),
                  children: t('widget.remove', { label: t('widget.children') }),
                },
                // Every total the steppers can reach, formatted with ICU plurals on the server.
                totals: Array.from(
                  { length: partyLimits.adults.max + partyLimits.children.max + 1 },
                  (_, count) => t('widget.total', { count }),
                ),
                book: t('widget.book'),
                newTab: common('opensInNewTab'),
                groupNote: t('widget.groupNote'),
                contact: t('widget.contact'),
              }}
            />
          </div>
        </div>
      </Section>

      {editorial.length > 0 ? (
        <Section label={t('eyebrow')}>
          <ProviderSections contents={editorial} idPrefix="offers-section" />
        </Section>
      ) : null}
      {slides.length > 0 ? (
        <Section labelledBy="offers-gallery" tone="glow">
          <SectionHeading id="offers-gallery" title={content('galleryTitle')} />
          <ImageGallery slides={slides} label={content('gallery')} className="mt-10" />
        </Section>
      ) : null}
      <CtaBand
        locale={locale}
        title={t('widget.title')}
        text={t('rules.hotelGuests')}
        image="/media/gallery/show-2.jpg"
        actions={['book', 'contact']}
      />
    </ContentPage>
  );
}
