import { CheckList } from '@/components/content/CheckList';
import { Section } from '@/components/content/Section';
import { BandHeading, bandId } from './Band';
import type { BlockProps } from './types';

/** Short items with check marks beside the band's heading. */
export function ChecklistBlock({ ctx, items, ...band }: BlockProps<'checklist'>) {
  return (
    <Section labelledBy={bandId(ctx, band)} tone={band.tone}>
      <div className="grid gap-12 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <BandHeading ctx={ctx} band={band} />
        <CheckList items={items.map((item) => ctx.t(`${band.section}.${item}`))} />
      </div>
    </Section>
  );
}
