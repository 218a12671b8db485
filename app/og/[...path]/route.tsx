import { unstable_cache } from 'next/cache';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { SocialImage } from '@/components/seo/SocialImage';
import { env } from '@/lib/env';
import { formatLongDate, formatTime } from '@/lib/events/format';
import {
  CACHE_CONTROL,
  contentCacheControl,
  errorCacheHeaders,
  SOCIAL_CARD_LIFE_S,
} from '@/lib/cache/policies';
import { getEventIndex } from '@/lib/provider/event-index';
import { isPreview } from '@/lib/provider/load';
import { getPage, headerImage } from '@/lib/provider/pages';
import { OG_SIZE, ogTarget, pathFromOgSegments, type OgTarget } from '@/lib/seo/og';
import {
  cardFonts,
  clampTitle,
  DEFAULT_CARD_IMAGE,
  imageDataUrl,
  localImage,
  type SocialCard,
} from '@/lib/seo/social-card';
import { site } from '@/lib/site';

type Params = { params: Promise<{ path: string[] }> };

/**
 * The card of a page or event from the (cached) provider data, and whether a provider read failed
 * (the card is then a fallback or from the last good copy); card null when the site has no such page.
 */
async function socialCard(target: OgTarget): Promise<{ card: SocialCard | null; failed: boolean }> {
  const t = await getTranslations({ locale: target.locale, namespace: 'Seo' });
  const host = new URL(env.NEXT_PUBLIC_SITE_URL).host;
  if (target.kind === 'event') {
    const index = await getEventIndex(target.locale);
    const event = index.data.find((e) => e.slug === target.slug);
    if (!event) return { card: null, failed: index.failed };
    // The site's date and time formats: en-GB, 24-hour clock, Istanbul time.
    const date = `${formatLongDate(target.locale, event.startDate)}, ${formatTime(target.locale, event.startDate)}`;
    const card = {
      locale: target.locale,
      title: clampTitle(event.title),
      eyebrow: date,
      tagline: event.location || t('tagline'),
      image: localImage(event.image?.sourceUrl) ?? DEFAULT_CARD_IMAGE,
      host,
    };
    return { card, failed: index.failed };
  }
  const { data: page, failed } = await getPage(target.locale, target.url);
  if (!page && !failed) return { card: null, failed };
  // While the provider fails with no last good copy, a generic card with the site's name.
  const card = {
    locale: target.locale,
    title: clampTitle(page?.title ?? site.name),
    eyebrow: t('place'),
    tagline: t('tagline'),
    image: localImage(headerImage(page)?.sourceUrl) ?? DEFAULT_CARD_IMAGE,
    host,
  };
  return { card, failed };
}

/**
 * PNG of a card (base64), kept a day in Next's data cache: the card's text is the key, so a new
 * title is a new image.
 */
const renderCard = unstable_cache(
  async (card: SocialCard): Promise<string> => {
    const [{ display, sans }, image] = await Promise.all([cardFonts(), imageDataUrl(card.image)]);
    const response = new ImageResponse(<SocialImage card={card} image={image} />, {
      ...OG_SIZE,
      fonts: [
        { name: 'OG Display', data: display, weight: 700, style: 'normal' },
        { name: 'OG Sans', data: sans, weight: 500, style: 'normal' },
      ],
    });
    return Buffer.from(await response.arrayBuffer()).toString('base64');
  },
  ['og-card'],
  { revalidate: SOCIAL_CARD_LIFE_S },
);

/** Generated social image of a page or event: /og/tr/hakkimizda.png, /og/events-concerts/<slug>.png. */
export async function GET(_request: Request, { params }: Params) {
  // In draft mode a page's card shows its draft title: see lib/cache/policies.ts.
  const preview = await isPreview();
  const path = pathFromOgSegments((await params).path);
  const target = path ? ogTarget(path) : null;
  const { card, failed } = target ? await socialCard(target) : { card: null, failed: false };
  if (!card) return new Response('Not found', { status: 404, headers: errorCacheHeaders(preview) });
  const png = Buffer.from(await renderCard(card), 'base64');
  return new Response(png as BodyInit, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': contentCacheControl(CACHE_CONTROL.socialCard, {
        preview,
        failed,
      }),
    },
  });
}
