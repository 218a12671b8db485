import { FeatureGrid } from '@/components/content/FeatureGrid';
import { Band } from './Band';
import type { BlockProps } from './types';

/** Feature cards in four columns under the band's heading. */
export function FeaturesBlock({ ctx, features, ...band }: BlockProps<'features'>) {
  return (
    <Band ctx={ctx} band={band}>
      <FeatureGrid
        columns={4}
        items={features.map((feature) => {
          const key = typeof feature === 'string' ? feature : feature.key;
          return {
            ...(typeof feature === 'string' ? {} : { meta: ctx.t(feature.meta) }),
            title: ctx.t(`${band.section}.${key}`),
            text: ctx.t(`${band.section}.${key}Text`),
          };
        })}
      />
    </Band>
  );
}
