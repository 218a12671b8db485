import { Section } from '@/components/content/Section';
import { SpecTable } from '@/components/content/SpecTable';
import { ActionButton, BandHeading, bandId } from './Band';
import type { BlockProps } from './types';

/** Technical data beside the band's heading and its button. */
export function SpecsBlock({ ctx, specs, action, ...band }: BlockProps<'specs'>) {
  return (
    <Section labelledBy={bandId(ctx, band)} tone={band.tone}>
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
        <div>
          <BandHeading ctx={ctx} band={band} />
          {action ? (
            <div className="mt-9 flex flex-wrap gap-4">
              <ActionButton ctx={ctx} action={action} />
            </div>
          ) : null}
        </div>
        <SpecTable
          label={ctx.t(`${band.section}.title`)}
          specs={specs.map((spec) => ({
            label: ctx.t(spec.label),
            value: ctx.t({ figure: spec.value }),
            ...(spec.detail ? { detail: ctx.t(spec.detail) } : {}),
          }))}
        />
      </div>
    </Section>
  );
}
