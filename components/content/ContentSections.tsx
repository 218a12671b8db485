import type { Page } from '@/lib/provider/schemas';
import { MediaImage } from './Media';
import { Brands } from '@/components/i18n/Brands';

/** The generic renderer of a provider page's contents (editor HTML is sanitised at the boundary). */
export function ContentSections({ contents }: { contents: Page['contents'] }) {
  return (
    <div className="space-y-16 md:space-y-24">
      {contents.map((section, index) => (
        <section
          key={`${section.key}-${index}`}
          aria-labelledby={section.title ? `section-${index}` : undefined}
          className={
            section.file ? 'grid items-center gap-8 md:grid-cols-2 md:gap-14' : 'mx-auto max-w-3xl'
          }
        >
          {section.file ? (
            <div className={index % 2 ? 'md:order-2' : undefined}>
              <MediaImage
                file={section.file}
                sizes="(min-width: 768px) 50vw, 100vw"
                className="aspect-[4/3] w-full rounded-2xl object-cover shadow-2xl shadow-black/50"
              />
            </div>
          ) : null}
          <div>
            {section.subtitle ? (
              <p className="mb-2 text-xs font-bold uppercase tracking-[0.22em] text-gold-400">
                <Brands>{section.subtitle}</Brands>
              </p>
            ) : null}
            {section.title ? (
              <h2
                id={`section-${index}`}
                className="mb-5 font-display text-3xl text-white md:text-4xl"
              >
                {section.title}
              </h2>
            ) : null}
            <div className="prose-venue" dangerouslySetInnerHTML={{ __html: section.body }} />
          </div>
        </section>
      ))}
    </div>
  );
}

export function Gallery({ sliders, label }: { sliders: Page['sliders']; label: string }) {
  const slides = sliders
    .flatMap((slider) => slider.slides)
    .filter((slide) => slide.type === 'IMAGE');
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
