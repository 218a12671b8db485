import { Img } from '@/components/media/Img';
import { AppLink as Link } from '@/components/layout/AppLink';
import { ArrowRightIcon } from '@/components/layout/Icons';
import { Brands } from '@/components/i18n/Brands';
import { cardGrid } from './card-grid';

export type ImageCard = {
  title: string;
  text: string;
  image: string;
  alt?: string;
  meta?: string;
  href?: string;
  linkLabel?: string;
};

/** Cards with a picture on top (spaces, event types, dishes…), 2–4 columns, optionally linked. */
export function ImageCards({
  items,
  columns = 3,
  headingLevel: Heading = 'h3',
}: {
  items: ImageCard[];
  columns?: 2 | 3 | 4;
  headingLevel?: 'h3' | 'h4';
}) {
  const sizes =
    columns === 4
      ? '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw'
      : columns === 2
        ? '(min-width: 768px) 50vw, 100vw'
        : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
  return (
    <ul className={`grid gap-6 ${cardGrid(columns)}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className="group flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-brand-900 shadow-xl shadow-black/30 transition hover:border-gold-500/40"
        >
          <div className="relative aspect-[3/2] overflow-hidden">
            <Img
              src={item.image}
              alt={item.alt ?? ''}
              fill
              sizes={sizes}
              className="object-cover transition duration-700 group-hover:scale-105"
            />
            {item.meta ? (
              <span className="absolute left-4 top-4 rounded-full bg-brand-950/80 px-3 py-1 text-xs font-bold uppercase tracking-[0.16em] text-gold-300 backdrop-blur">
                <Brands>{item.meta}</Brands>
              </span>
            ) : null}
          </div>
          <div className="flex flex-1 flex-col p-6">
            <Heading className="font-display text-xl text-white md:text-2xl">{item.title}</Heading>
            <p className="mt-3 flex-1 leading-relaxed text-white/70">{item.text}</p>
            {item.href ? (
              <Link
                href={item.href}
                className="tap-target mt-5 inline-flex items-center gap-2 text-sm font-bold uppercase tracking-[0.16em] text-gold-300 hover:text-gold-200"
              >
                <Brands>{item.linkLabel}</Brands>
                <ArrowRightIcon />
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
