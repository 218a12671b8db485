import { Ratings } from '@/components/content/Ratings';
import { Band } from './Band';
import type { BlockProps } from './types';

/** The venue's ratings under the band's heading. */
export function RatingsBlock({ ctx, ...band }: BlockProps<'ratings'>) {
  return (
    <Band ctx={ctx} band={band}>
      <Ratings locale={ctx.locale} idPrefix={`${ctx.id}-rating`} />
    </Band>
  );
}
