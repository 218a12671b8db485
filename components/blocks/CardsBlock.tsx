import { ImageCards } from '@/components/content/ImageCards';
import { href } from '@/lib/i18n/navigation';
import { Band } from './Band';
import { galleryImage, type BlockProps } from './types';

/** Cards with a picture under the band's heading, some linking to another page. */
export function CardsBlock({ ctx, columns, cards, ...band }: BlockProps<'cards'>) {
  const { section } = band;
  return (
    <Band ctx={ctx} band={band}>
      <ImageCards
        columns={columns}
        items={cards.map((card) => ({
          title: ctx.t(`${section}.${card.key}`),
          text: ctx.t(`${section}.${card.key}Text`),
          image: galleryImage(card.image),
          ...(card.meta ? { meta: ctx.t(card.meta) } : {}),
          ...(card.link
            ? { href: href(ctx.locale, card.link.to), linkLabel: ctx.t(card.link.label) }
            : {}),
        }))}
      />
    </Band>
  );
}
