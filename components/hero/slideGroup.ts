import type { HeroLabels, HeroSlideView } from './types';

/** A slide's wrapper as a labelled "slide" group ("1 of 4"), with or without Swiper. */
export function slideGroupProps(slide: HeroSlideView, labels: HeroLabels) {
  return {
    role: 'group',
    'aria-roledescription': labels.slide,
    'aria-label': slide.label,
    'data-slide-type': slide.type,
  } as const;
}
