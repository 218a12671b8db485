import { HouseRules } from '@/components/content/HouseRules';
import { Section } from '@/components/content/Section';
import { ActionButton, BandHeading, bandId } from './Band';
import type { BlockProps } from './types';

/** The venue rules beside the band's heading (and a note with a button under it). */
export function RulesBlock({ ctx, rules, extra = [], note, ...band }: BlockProps<'rules'>) {
  const heading = <BandHeading ctx={ctx} band={{ ...band, intro: false }} />;
  return (
    <Section labelledBy={bandId(ctx, band)} tone={band.tone}>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        {note ? (
          <div>
            {heading}
            <p className="mt-6 text-white/70">{ctx.t(note.text)}</p>
            <div className="mt-8">
              <ActionButton ctx={ctx} action={{ variant: 'outline', ...note.action }} />
            </div>
          </div>
        ) : (
          heading
        )}
        <HouseRules locale={ctx.locale} rules={rules} extra={extra.map((text) => ctx.t(text))} />
      </div>
    </Section>
  );
}
