import type { Page, Slide } from '@/lib/provider/schemas';
import { MediaImage } from './Media';

/** The IMAGE slides of a page's sliders (the provider's galleries), in order. */
export function gallerySlides(sliders: Page['sliders'], key?: string): Slide[] {
  return sliders
    .filter((slider) => !key || slider.key === key)
    .flatMap((slider) => slider.slides)
    .filter((slide) => slide.type === 'IMAGE');
}

/**
 * A responsive mosaic of provider images with captions: the first image large, the others
 * around it. Server-rendered, lazy-loaded below the fold, sized per breakpoint.
 */
export function ImageGallery({
  slides,
  label,
  className = '',
}: {
  slides: Slide[];
  label: string;
  className?: string;
}) {
  if (slides.length === 0) return null;
  const mosaic = slides.length >= 3;
  // The lead image takes 2×2 cells of 4 columns; the last ones widen so no row is left with a hole.
  const widened = mosaic ? (4 - ((slides.length + 3) % 4)) % 4 : 0;
  return (
    <ul
      aria-label={label}
      className={`grid auto-rows-[180px] grid-cols-2 gap-3 md:auto-rows-[240px] md:gap-4 ${mosaic ? 'lg:grid-cols-4' : ''} ${className}`}
    >
      {slides.map((slide, index) => {
        const lead = mosaic && index === 0;
        const wide = widened > 0 && widened <= 2 && index >= slides.length - widened;
        const caption = slide.title || '';
        return (
          <li
            key={`${slide.id}-${index}`}
            className={`${lead ? 'col-span-2 row-span-2' : ''} ${wide ? 'col-span-2' : ''}`}
          >
            <figure className="group relative size-full overflow-hidden rounded-2xl bg-brand-900 shadow-xl shadow-black/40">
              <MediaImage
                file={slide.file}
                alt={slide.file.alt ?? slide.description ?? caption}
                fill
                sizes={
                  lead || wide
                    ? '(min-width: 1344px) 660px, (min-width: 1024px) 50vw, 100vw'
                    : '(min-width: 1344px) 330px, (min-width: 1024px) 25vw, 50vw'
                }
                className="object-cover transition duration-700 group-hover:scale-105"
              />
              {caption ? (
                <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/95 via-brand-950/50 to-transparent px-4 pb-3 pt-10 text-sm font-bold text-white md:text-base">
                  {caption}
                </figcaption>
              ) : null}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

/** A page's pictures as a plain grid under a form (the proposal page), the first one large. */
export function ImageGrid({ sliders, label }: { sliders: Page['sliders']; label: string }) {
  const slides = gallerySlides(sliders);
  if (slides.length === 0) return null;
  return (
    <section aria-label={label} className="mt-20">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {slides.map((slide, index) => (
          <li
            key={`${slide.id}-${index}`}
            className={index === 0 ? 'col-span-2 row-span-2' : undefined}
          >
            <MediaImage
              file={slide.file}
              alt={slide.title ?? slide.file.alt ?? ''}
              sizes={
                index === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'
              }
              className="size-full rounded-xl object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
