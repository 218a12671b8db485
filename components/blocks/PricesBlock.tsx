import { Brands } from '@/components/i18n/Brands';
import { Band, bandId } from './Band';
import type { BlockProps } from './types';

/** The club's entry, bottle and lounge prices as three framed cards (the `prices` messages). */
export function PricesBlock({ ctx, ...band }: BlockProps<'prices'>) {
  const { t } = ctx;
  const cards = [
    { title: t('prices.entry'), price: t({ figure: 'clubEntry' }), text: t('prices.entryText') },
    {
      title: t('prices.bottle'),
      price: t({ figure: 'clubBottle' }),
      text: t({ key: 'prices.bottleText', args: { max: 'bottleMaxGuests' } }),
    },
    {
      title: t('prices.lounges'),
      price: t({ figure: 'clubLounges' }),
      text: t({ key: 'prices.loungesText', args: { sizes: 'loungeSizeChoices' } }),
    },
  ];
  return (
    <Band ctx={ctx} band={band}>
      <ul aria-labelledby={bandId(ctx, band)} className="grid gap-5 md:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.title}
            className="relative flex flex-col overflow-hidden rounded-2xl border border-gold-500/30 bg-gradient-to-b from-brand-850 to-brand-950 p-7 shadow-2xl shadow-black/40"
          >
            <div
              aria-hidden="true"
              className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-gold-400 to-transparent"
            />
            <h3 className="text-sm font-bold uppercase tracking-[0.2em] text-gold-300">
              <Brands>{card.title}</Brands>
            </h3>
            <p className="mt-4 font-display text-3xl text-white md:text-4xl">{card.price}</p>
            <p className="mt-4 leading-relaxed text-white/70">{card.text}</p>
          </li>
        ))}
      </ul>
    </Band>
  );
}
