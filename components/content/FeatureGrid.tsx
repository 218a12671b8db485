import type { ReactNode } from 'react';
import { Brands } from '@/components/i18n/Brands';
import { cardGrid } from './card-grid';

export type Feature = { title: string; text: string; icon?: ReactNode; meta?: string };

/** Cards of short features (event types, menus, departments…), 1–4 columns. */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel: Heading = 'h3',
}: {
  items: Feature[];
  columns?: 2 | 3 | 4;
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <ul className={`grid gap-5 md:gap-6 ${cardGrid(columns)}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className="group relative overflow-hidden rounded-2xl border border-white/10 bg-gradient-to-b from-brand-850 to-brand-900 p-6 shadow-xl shadow-black/30 transition hover:border-gold-500/40 md:p-8"
        >
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-gold-400/60 to-transparent opacity-0 transition group-hover:opacity-100"
          />
          {item.icon ? (
            <div className="mb-5 flex size-12 items-center justify-center rounded-full border border-gold-500/40 text-gold-300">
              {item.icon}
            </div>
          ) : null}
          {item.meta ? (
            <p className="mb-2 text-xs font-bold uppercase tracking-[0.2em] text-gold-400">
              <Brands>{item.meta}</Brands>
            </p>
          ) : null}
          <Heading className="font-display text-xl text-white md:text-2xl">{item.title}</Heading>
          <p className="mt-3 leading-relaxed text-white/70">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
