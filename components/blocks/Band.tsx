import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/content/Buttons';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import { href } from '@/lib/i18n/navigation';
import type { Action, Band as BandData, BlockContext } from './types';

/** The element id of a band: `<page id>-<id ?? section>`. */
export const bandId = (ctx: BlockContext, band: { section: string; id?: string }) =>
  `${ctx.id}-${band.id ?? band.section}`;

/** A button to a page of the site. */
export function ActionButton({ ctx, action }: { ctx: BlockContext; action: Action }) {
  return (
    <ButtonLink href={href(ctx.locale, action.to)} variant={action.variant}>
      {ctx.t(action.label)}
    </ButtonLink>
  );
}

/** A band's heading (its eyebrow, title and intro messages). */
export function BandHeading({ ctx, band }: { ctx: BlockContext; band: BandData }) {
  const { section, intro = `${section}.intro` } = band;
  return (
    <SectionHeading
      id={bandId(ctx, band)}
      align={band.align}
      eyebrow={ctx.t(`${section}.eyebrow`)}
      title={ctx.t(`${section}.title`)}
      intro={intro === false ? undefined : ctx.t(intro)}
    />
  );
}

/** A band with its heading (and action button) above its content, and what follows that. */
export function Band({
  ctx,
  band,
  children,
  after,
}: {
  ctx: BlockContext;
  band: BandData;
  children: ReactNode;
  after?: ReactNode;
}) {
  const heading = <BandHeading ctx={ctx} band={band} />;
  return (
    <Section labelledBy={bandId(ctx, band)} tone={band.tone}>
      {band.action ? (
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          {heading}
          <ActionButton ctx={ctx} action={{ variant: 'outline', ...band.action }} />
        </div>
      ) : (
        heading
      )}
      <div className="mt-12">{children}</div>
      {after}
    </Section>
  );
}
