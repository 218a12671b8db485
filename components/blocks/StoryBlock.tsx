import { gallerySlides } from '@/components/content/ImageGallery';
import { contentsExcept, ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { galleryImage, type BlockProps } from './types';

/** The provider's editorial sections of the page (`storyLabel` names the band). */
export function StoryBlock({ ctx, except = [], images }: BlockProps<'story'>) {
  const contents = contentsExcept(ctx.page?.contents ?? [], ...except);
  return (
    <Section label={ctx.t('storyLabel')}>
      <ProviderSections
        contents={contents}
        idPrefix={`${ctx.id}-story`}
        {...(images === 'gallery'
          ? {
              images: gallerySlides(ctx.page?.sliders ?? [])
                .map((slide) => slide.file)
                .slice(0, 2),
            }
          : {
              imageFor: Object.fromEntries(
                Object.entries(images ?? {}).map(([key, name]) => [key, galleryImage(name)]),
              ),
            })}
      />
    </Section>
  );
}
