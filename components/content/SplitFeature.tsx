import { Img } from '@/components/media/Img';
import type { ReactNode } from 'react';
import { Brands } from '@/components/i18n/Brands';

/**
 * An image beside a block of text (image first on phones). `image.src` is a public path or an
 * allowed media url; the image fills a 4:3 frame with a gold edge.
 */
export function SplitFeature({
  id,
  image,
  eyebrow,
  title,
  children,
  reverse = false,
  actions,
}: {
  id: string;
  image: { src: string; alt: string };
  eyebrow?: ReactNode;
  title: ReactNode;
  children: ReactNode;
  reverse?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div className="grid items-center gap-10 md:grid-cols-2 md:gap-16">
      <div className={`relative isolate ${reverse ? 'md:order-2' : ''}`}>
        <div
          aria-hidden="true"
          className={`absolute -inset-3 -z-10 rounded-3xl border border-gold-500/25 ${reverse ? 'md:translate-x-3' : 'md:-translate-x-3'} translate-y-3`}
        />
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-2xl shadow-black/50">
          <Img
            src={image.src}
            alt={image.alt}
            fill
            sizes="(min-width: 1344px) 640px, (min-width: 768px) 50vw, 100vw"
            className="object-cover transition duration-700 hover:scale-105"
          />
        </div>
      </div>
      <div>
        {eyebrow ? (
          <p className="mb-3 text-xs font-bold uppercase tracking-[0.28em] text-gold-400 md:text-sm">
            <Brands>{eyebrow}</Brands>
          </p>
        ) : null}
        <h2 id={id} className="font-display text-3xl leading-tight text-white md:text-5xl">
          {title}
        </h2>
        <div
          aria-hidden="true"
          className="mt-5 h-px w-20 bg-gradient-to-r from-gold-400 to-transparent"
        />
        <div className="mt-6 space-y-4 text-base leading-relaxed text-white/75 md:text-lg">
          {children}
        </div>
        {actions ? <div className="mt-8 flex flex-wrap gap-4">{actions}</div> : null}
      </div>
    </div>
  );
}
