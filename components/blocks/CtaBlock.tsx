import { CtaBand } from '@/components/content/CtaBand';
import { contentByKey } from '@/components/content/ProviderSections';
import { galleryImage, type BlockProps } from './types';

/** The page's closing call to action; an editable one takes the provider's CTA section instead. */
export function CtaBlock({ ctx, image, actions, editable }: BlockProps<'cta'>) {
  const cta = editable ? contentByKey(ctx.page?.contents ?? [], 'CTA') : undefined;
  return (
    <CtaBand
      locale={ctx.locale}
      id={`${ctx.id}-cta`}
      title={cta?.title || ctx.t('cta.title')}
      html={cta?.body || undefined}
      text={cta?.body ? undefined : ctx.t('cta.text')}
      image={galleryImage(image)}
      actions={actions}
    />
  );
}
