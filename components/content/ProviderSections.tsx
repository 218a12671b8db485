import type { Page, ProviderFile } from '@/lib/provider/schemas';
import { MediaImage } from './Media';
import { Brands } from '@/components/i18n/Brands';

type Content = Page['contents'][number];

/** A page's contents without the ones a page renders itself (for example its CTA section). */
export function contentsExcept(contents: Page['contents'], ...keys: string[]): Content[] {
  return contents.filter((section) => !keys.includes(section.key));
}

export function contentByKey(contents: Page['contents'], key: string): Content | undefined {
  return contents.find((section) => section.key === key);
}

/**
 * The provider's editorial sections (sanitised HTML) as alternating image/text rows. A section's
 * own file wins; otherwise the page's images are used in turn; without either the text is centred.
 */
export function ProviderSections({
  contents,
  images = [],
  imageFor = {},
  idPrefix = 'section',
}: {
  contents: Content[];
  /** Images used in turn by sections without their own file. */
  images?: ProviderFile[];
  /** A picture for a section key (decorative: the text carries the content). */
  imageFor?: Record<string, string>;
  idPrefix?: string;
}) {
  if (contents.length === 0) return null;
  let imageIndex = 0;
  return (
    <div className="space-y-20 md:space-y-28">
      {contents.map((section, index) => {
        const id = `${idPrefix}-${index}`;
        const keyed = imageFor[section.key];
        const fallback: ProviderFile | undefined = section.file
          ? undefined
          : keyed
            ? { sourceUrl: keyed, alt: '' }
            : images[imageIndex++];
        const hasImage = Boolean(section.file || fallback);
        const reverse = index % 2 === 1;
        return (
          <section
            key={`${section.key}-${index}`}
            aria-labelledby={section.title ? id : undefined}
            className={
              hasImage
                ? 'grid items-center gap-10 md:grid-cols-2 md:gap-16'
                : 'mx-auto max-w-3xl text-center'
            }
          >
            {hasImage ? (
              <div className={`relative isolate ${reverse ? 'md:order-2' : ''}`}>
                <div
                  aria-hidden="true"
                  className={`absolute -inset-3 -z-10 rounded-3xl border border-gold-500/25 translate-y-3 ${reverse ? 'md:translate-x-3' : 'md:-translate-x-3'}`}
                />
                <div className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-2xl shadow-black/50">
                  <MediaImage
                    file={(section.file ?? fallback) as ProviderFile}
                    fill
                    sizes="(min-width: 1344px) 640px, (min-width: 768px) 50vw, 100vw"
                    className="object-cover"
                  />
                </div>
              </div>
            ) : null}
            <div>
              {section.subtitle ? (
                <p className="mb-3 text-xs font-bold uppercase tracking-[0.24em] text-gold-400 md:text-sm">
                  <Brands>{section.subtitle}</Brands>
                </p>
              ) : null}
              {section.title ? (
                <h2 id={id} className="font-display text-3xl leading-tight text-white md:text-4xl">
                  {section.title}
                </h2>
              ) : null}
              <div
                aria-hidden="true"
                className={`mb-6 mt-5 h-px w-20 bg-gradient-to-r from-gold-400 to-transparent ${hasImage ? '' : 'mx-auto'}`}
              />
              <div
                className={`prose-venue md:text-lg ${hasImage ? '' : '[&_ul]:inline-block [&_ul]:text-left'}`}
                dangerouslySetInnerHTML={{ __html: section.body }}
              />
            </div>
          </section>
        );
      })}
    </div>
  );
}
