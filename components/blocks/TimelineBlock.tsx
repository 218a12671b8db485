import { Section } from '@/components/content/Section';
import { Timeline } from '@/components/content/Timeline';
import { Img } from '@/components/media/Img';
import { BandHeading, bandId } from './Band';
import { galleryImage, type BlockProps } from './types';

/** The evening hour by hour under the band's heading, beside a framed picture. */
export function TimelineBlock({ ctx, image, times, ...band }: BlockProps<'timeline'>) {
  const { section } = band;
  return (
    <Section labelledBy={bandId(ctx, band)} tone={band.tone}>
      <div className="grid gap-12 md:grid-cols-2 md:items-center md:gap-20">
        <div>
          <BandHeading ctx={ctx} band={band} />
          <div className="mt-10">
            <Timeline
              items={times.map(([time, key]) => ({
                time: ctx.t({ figure: time }),
                title: ctx.t(`${section}.${key}`),
                text: ctx.t(`${section}.${key}Text`),
              }))}
            />
          </div>
        </div>
        <div className="relative isolate">
          <div
            aria-hidden="true"
            className="absolute -inset-3 -z-10 translate-y-3 md:translate-x-3 rounded-3xl border border-gold-500/25"
          />
          <div className="relative aspect-[3/4] overflow-hidden rounded-2xl shadow-2xl shadow-black/50 md:aspect-[4/5]">
            <Img
              src={galleryImage(image)}
              alt={ctx.t(`${section}.imageAlt`)}
              fill
              sizes="(min-width: 1344px) 620px, (min-width: 768px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      </div>
    </Section>
  );
}
