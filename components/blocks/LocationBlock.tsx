import { getTranslations } from 'next-intl/server';
import { ButtonLink, ExternalButton } from '@/components/content/Buttons';
import { Section } from '@/components/content/Section';
import { SplitFeature } from '@/components/content/SplitFeature';
import { href } from '@/lib/i18n/navigation';
import { getSiteFacts } from '@/lib/provider/settings';
import { addressLines, site } from '@/lib/site';
import { bandId } from './Band';
import { galleryImage, type BlockProps } from './types';

/** Where the venue is: its address, the map and the contact page, beside a picture. */
export async function LocationBlock({ ctx, image, ...band }: BlockProps<'location'>) {
  const { locale } = ctx;
  const [common, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getSiteFacts(locale),
  ]);
  const { section } = band;
  return (
    <Section labelledBy={bandId(ctx, band)} tone={band.tone}>
      <SplitFeature
        id={bandId(ctx, band)}
        image={{ src: galleryImage(image), alt: ctx.t(`${section}.imageAlt`) }}
        eyebrow={ctx.t(`${section}.eyebrow`)}
        title={ctx.t(`${section}.title`)}
        actions={
          <>
            <ExternalButton href={facts.mapHref} newTabLabel={common('opensInNewTab')}>
              {ctx.t(`${section}.map`)}
            </ExternalButton>
            <ButtonLink href={href(locale, '/contact-us')} variant="outline">
              {common('contactUs')}
            </ButtonLink>
          </>
        }
      >
        <p>{ctx.t(`${section}.text`)}</p>
        <address className="not-italic text-white">
          {site.name}
          {addressLines(facts.address, locale).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </SplitFeature>
    </Section>
  );
}
