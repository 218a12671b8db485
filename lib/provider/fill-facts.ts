import { fillFactsInHtml, fillFactsInText, type FactFill } from '@/lib/content/fact-tokens';
import type { Locale } from '@/lib/i18n/locales';
import type { Loaded } from './load';
import type { EventDetail, EventSummary, Page, Slide } from './schemas';
import { getFactFill } from './settings';

// Editor copy with its venue facts filled in (`{phone}`, `{clubHours}`…: lib/content/fact-tokens.ts),
// as the page's language writes them. Outside the cached provider reads: every render that shows
// provider copy reads the settings, so its cache entry carries their tag and a publish of the
// facts refreshes it.

function slide(item: Slide, fill: FactFill): Slide {
  return {
    ...item,
    title: item.title && fillFactsInText(item.title, fill),
    description: item.description && fillFactsInText(item.description, fill),
  };
}

export function pageWithFacts(page: Page, fill: FactFill): Page {
  const text = (value: string) => fillFactsInText(value, fill);
  return {
    ...page,
    title: text(page.title),
    contents: page.contents.map((content) => ({
      ...content,
      title: text(content.title),
      subtitle: text(content.subtitle),
      body: fillFactsInHtml(content.body, fill),
    })),
    metas: page.metas.map((meta) => ({ ...meta, content: text(meta.content) })),
    sliders: page.sliders.map((slider) => ({
      ...slider,
      slides: slider.slides.map((item) => slide(item, fill)),
    })),
    heroSlides: page.heroSlides.map((item) => slide(item, fill)),
    breadcrumbs: page.breadcrumbs.map((crumb) => ({ ...crumb, text: text(crumb.text) })),
  };
}

export function eventSummaryWithFacts<T extends EventSummary>(event: T, fill: FactFill): T {
  const text = (value: string) => fillFactsInText(value, fill);
  return {
    ...event,
    title: text(event.title),
    summary: text(event.summary),
    location: text(event.location),
  };
}

export function eventWithFacts(event: EventDetail, fill: FactFill): EventDetail {
  const text = (value: string) => fillFactsInText(value, fill);
  return {
    ...eventSummaryWithFacts(event, fill),
    description: fillFactsInHtml(event.description, fill),
    schedule: event.schedule.map((item) => ({ ...item, text: text(item.text) })),
    meta: event.meta && {
      ...event.meta,
      title: event.meta.title && text(event.meta.title),
      description: event.meta.description && text(event.meta.description),
    },
  };
}

/** A provider read with the facts of `locale` filled into what it loaded. */
export async function withFacts<T>(
  locale: string,
  loaded: Loaded<T>,
  fill: (data: NonNullable<T>, facts: FactFill) => NonNullable<T>,
): Promise<Loaded<T>> {
  if (loaded.data === null || loaded.data === undefined) return loaded;
  const facts = await getFactFill(locale as Locale);
  return { ...loaded, data: fill(loaded.data as NonNullable<T>, facts) };
}
