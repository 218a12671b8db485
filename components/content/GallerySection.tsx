import type { Page } from '@/lib/provider/schemas';
import { gallerySlides, ImageGallery } from './ImageGallery';
import { Section } from './Section';
import { SectionHeading } from './SectionHeading';

/** A page's provider gallery (its `sliders`) under a heading; nothing when the page has none. */
export function GallerySection({
  page,
  id,
  eyebrow,
  title,
  tone = 'base',
}: {
  page: Page | null;
  id: string;
  eyebrow?: string;
  title: string;
  tone?: 'base' | 'raised' | 'glow';
}) {
  const slides = page ? gallerySlides(page.sliders) : [];
  if (slides.length === 0) return null;
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <ImageGallery slides={slides} label={title} className="mt-10 md:mt-14" />
    </Section>
  );
}
