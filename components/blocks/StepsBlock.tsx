import { Steps } from '@/components/content/Steps';
import { ActionButton, Band } from './Band';
import type { BlockProps } from './types';

/** A numbered process under the band's heading, and a button to begin. */
export function StepsBlock({ ctx, steps, then, ...band }: BlockProps<'steps'>) {
  const numbers = Array.from({ length: steps }, (_, index) => index + 1);
  return (
    <Band
      ctx={ctx}
      band={band}
      after={
        then ? (
          <div className="mt-10">
            <ActionButton ctx={ctx} action={then} />
          </div>
        ) : null
      }
    >
      <Steps
        steps={numbers.map((step) => ({
          title: ctx.t(`${band.section}.step${step}`),
          text: ctx.t(`${band.section}.step${step}Text`),
        }))}
      />
    </Band>
  );
}
