import { FactList } from '@/components/content/FactList';
import type { BlockProps } from './types';

/** Key figures in a strip that overlaps the page header (below the extra pages' menu, if any). */
export function FactsBlock({ ctx, label, facts }: BlockProps<'facts'>) {
  return (
    <div className={`container-site relative z-10 ${ctx.menu ? 'pt-10' : '-mt-8 md:-mt-12'}`}>
      <FactList
        label={ctx.t(label)}
        facts={facts.map(([value, text]) => ({
          value: String(ctx.figures[value]),
          label: ctx.t(text),
        }))}
      />
    </div>
  );
}
