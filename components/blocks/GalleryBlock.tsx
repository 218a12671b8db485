import { GallerySection } from '@/components/content/GallerySection';
import type { BlockProps } from './types';

/** The provider's gallery of the page; nothing when it has none. */
export function GalleryBlock({ ctx, tone }: BlockProps<'gallery'>) {
  return (
    <GallerySection
      page={ctx.page}
      id={`${ctx.id}-gallery`}
      eyebrow={ctx.t('gallery.eyebrow')}
      title={ctx.t('gallery.title')}
      tone={tone}
    />
  );
}
