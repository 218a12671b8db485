import { ApplySection } from '@/components/content/ApplySection';
import { ActionButton } from './Band';
import type { BlockProps } from './types';

/** How to apply (the page's `apply` messages), then a link to the other page that hires. */
export function ApplyBlock({ ctx, tone, then }: BlockProps<'apply'>) {
  const action = <ActionButton ctx={ctx} action={{ variant: 'ghost', ...then.action }} />;
  return (
    <ApplySection locale={ctx.locale} namespace={ctx.namespace} id={`${ctx.id}-apply`} tone={tone}>
      {then.lead ? (
        <p className="mt-10 text-white/70">
          {ctx.t(then.lead)} {action}
        </p>
      ) : (
        <div className="mt-10">{action}</div>
      )}
    </ApplySection>
  );
}
