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
 * How the sections look: `feature` on the designed pages (framed pictures, a gold rule, centred
 * text without a picture), `plain` under the lists and forms of the events, programme and proposal
 * pages.
 */
const looks = {
  feature: {
    list: 'space-y-20 md:space-y-28',
    split: 'grid items-center gap-10 md:grid-cols-2 md:gap-16',
    single: 'mx-auto max-w-3xl text-center',
    eyebrow: 'mb-3 text-xs font-bold uppercase tracking-[0.24em] text-gold-400 md:text-sm',
    title: 'font-display text-3xl leading-tight text-white md:text-4xl',
    body: 'prose-venue md:text-lg',
  },
  plain: {
    list: 'space-y-16 md:space-y-24',
    split: 'grid items-center gap-8 md:grid-cols-2 md:gap-14',
    single: 'mx-auto max-w-3xl',
    eyebrow: 'mb-2 text-xs font-bold uppercase tracking-[0.22em] text-gold-400',
    title: 'mb-5 font-display text-3xl text-white md:text-4xl',
    body: 'prose-venue',
  },
} as const;

function Picture({
  file,
  reverse,
  framed,
}: {
  file: ProviderFile;
  reverse: boolean;
  framed: boolean;
}) {
  if (!framed) {
    return (
      <div className={reverse ? 'md:order-2' : undefined}>
        <MediaImage
          file={file}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-2xl object-cover shadow-2xl shadow-black/50"
        />
      </div>
    );
  }
  return (
    <div className={`relative isolate ${reverse ? 'md:order-2' : ''}`}>
      <div
        aria-hidden="true"
        className={`absolute -inset-3 -z-10 rounded-3xl border border-gold-500/25 translate-y-3 ${reverse ? 'md:translate-x-3' : 'md:-translate-x-3'}`}
      />
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-2xl shadow-black/50">
        <MediaImage
          file={file}
          fill
          sizes="(min-width: 1344px) 640px, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
    </div>
  );
}

/**
 * The one renderer of the provider's editorial sections (sanitised HTML): alternating picture and
 * text rows. A section's own file wins; otherwise a picture for its key, or the page's images in
 * turn (`feature` look); without any the text stands alone.
 */
export function ProviderSections({
  contents,
  images = [],
  imageFor = {},
  idPrefix = 'section',
  look = 'feature',
}: {
  contents: Content[];
  /** Images used in turn by sections without their own file. */
  images?: ProviderFile[];
  /** A picture for a section key (decorative: the text carries the content). */
  imageFor?: Record<string, string>;
  idPrefix?: string;
  look?: keyof typeof looks;
}) {
  if (contents.length === 0) return null;
  const style = looks[look];
  const feature = look === 'feature';
  let imageIndex = 0;
  return (
    <div className={style.list}>
      {contents.map((section, index) => {
        const id = `${idPrefix}-${index}`;
        const keyed = imageFor[section.key];
        const fallback: ProviderFile | undefined =
          section.file || !feature
            ? undefined
            : keyed
              ? { sourceUrl: keyed, alt: '' }
              : images[imageIndex++];
        const picture = section.file ?? fallback;
        return (
          <section
            key={`${section.key}-${index}`}
            aria-labelledby={section.title ? id : undefined}
            className={picture ? style.split : style.single}
          >
            {picture ? <Picture file={picture} reverse={index % 2 === 1} framed={feature} /> : null}
            <div>
              {section.subtitle ? (
                <p className={style.eyebrow}>
                  <Brands>{section.subtitle}</Brands>
                </p>
              ) : null}
              {section.title ? (
                <h2 id={id} className={style.title}>
                  {section.title}
                </h2>
              ) : null}
              {feature ? (
                <div
                  aria-hidden="true"
                  className={`mb-6 mt-5 h-px w-20 bg-gradient-to-r from-gold-400 to-transparent ${picture ? '' : 'mx-auto'}`}
                />
              ) : null}
              <div
                className={
                  feature && !picture
                    ? `${style.body} [&_ul]:inline-block [&_ul]:text-left`
                    : style.body
                }
                dangerouslySetInnerHTML={{ __html: section.body }}
              />
            </div>
          </section>
        );
      })}
    </div>
  );
}
