import { getTranslations } from 'next-intl/server';
import { ExternalButton } from '@/components/content/Buttons';
import { SectionHeading } from '@/components/content/SectionHeading';
import { Img } from '@/components/media/Img';
import { site } from '@/lib/site';
import { bandId } from './Band';
import { galleryImage, type BlockProps } from './types';

/** The hotel group the venue belongs to, over a picture, with a link to the group's site. */
export async function GroupBlock({ ctx, image, ...band }: BlockProps<'group'>) {
  const common = await getTranslations({ locale: ctx.locale, namespace: 'Common' });
  const { section } = band;
  return (
    <section aria-labelledby={bandId(ctx, band)} className="relative isolate overflow-hidden">
      <Img src={galleryImage(image)} alt="" fill sizes="100vw" className="-z-20 object-cover" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-950/90 to-brand-950/50" />
      <div className="container-site py-20 md:py-28">
        <div className="max-w-2xl">
          <SectionHeading
            id={bandId(ctx, band)}
            eyebrow={ctx.t(`${section}.eyebrow`)}
            title={ctx.t(`${section}.title`)}
            intro={ctx.t({
              key: `${section}.text`,
              args: { percent: 'hotelGuestDiscount' },
            })}
          />
          <div className="mt-9">
            <ExternalButton
              href={site.groupUrl}
              newTabLabel={common('opensInNewTab')}
              variant="outline"
            >
              {ctx.t(`${section}.link`)}
            </ExternalButton>
          </div>
        </div>
      </div>
    </section>
  );
}
