import { Img } from '@/components/media/Img';
import type { ReactNode } from 'react';
import { Brands } from '@/components/i18n/Brands';

export type PriceCardProps = {
  id: string;
  menuText: string;
  description: string;
  /** The price already formatted for the locale (Intl currency format). */
  price: string;
  menuPrice: number;
  unit?: string;
  image?: { src: string; alt: string };
  badge?: string;
  note?: ReactNode;
  featured?: boolean;
};

/**
 * A price package (docs/product.md §3: menuText, menuPrice, priceCurrency, description) as a card.
 */
export function PriceCard({
  id,
  menuText,
  description,
  price,
  menuPrice,
  unit,
  image,
  badge,
  note,
  featured = false,
}: PriceCardProps) {
  return (
    <article
      aria-labelledby={id}
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-gradient-to-b from-brand-850 to-brand-900 shadow-xl shadow-black/40 transition hover:-translate-y-1 hover:border-gold-400/60 ${featured ? 'border-gold-500/60 ring-1 ring-gold-500/30' : 'border-white/10'}`}
    >
      {image ? (
        <div className="relative aspect-[16/10] overflow-hidden">
          <Img
            src={image.src}
            alt={image.alt}
            fill
            sizes="(min-width: 1344px) 320px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-700 group-hover:scale-105"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-brand-900 via-brand-900/20 to-transparent"
          />
        </div>
      ) : null}
      {badge ? (
        <p className="absolute right-4 top-4 rounded-full bg-gold-500 px-3 py-1 text-2xs font-bold uppercase tracking-[0.14em] text-brand-950 shadow-lg">
          <Brands>{badge}</Brands>
        </p>
      ) : null}
      <div className={`flex flex-1 flex-col p-6 md:p-7 ${image ? '-mt-10 relative' : ''}`}>
        <h3 id={id} className="font-display text-2xl leading-snug text-white">
          {menuText}
        </h3>
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <data value={menuPrice} className="font-display text-4xl text-gold-gradient">
            {price}
          </data>
          {unit ? (
            <span className="text-xs font-bold uppercase tracking-[0.16em] text-white/60">
              <Brands>{unit}</Brands>
            </span>
          ) : null}
        </p>
        <div
          aria-hidden="true"
          className="my-5 h-px bg-gradient-to-r from-gold-500/50 to-transparent"
        />
        <p className="flex-1 leading-relaxed text-white/75">{description}</p>
        {note ? (
          <p className="mt-5 inline-flex items-center gap-2 self-start rounded-full border border-gold-500/40 px-3 py-1.5 text-xs font-bold uppercase tracking-[0.12em] text-gold-300">
            <Brands>{note}</Brands>
          </p>
        ) : null}
      </div>
    </article>
  );
}
