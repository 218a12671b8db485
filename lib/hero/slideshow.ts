import type { SwiperOptions } from 'swiper/types';

/** docs/product.md §9 "slide autoplay 7000 ms": from one slide's start to the next one's. */
export const SLIDE_AUTOPLAY_MS = 7000;

/** The cross-fade between two slides. */
export const SLIDE_TRANSITION_MS = 1200;

/**
 * The hero slideshow's swiper options (docs/product.md §1): infinite loop, one slide at a time,
 * autoplay every 7000 ms that neither pauses on hover/focus nor stops after an interaction, no
 * arrows, no dragging. Cross-fading keeps the full-screen hero calm.
 */
export const HERO_SLIDESHOW_OPTIONS = {
  loop: true,
  slidesPerView: 1,
  allowTouchMove: false,
  simulateTouch: false,
  navigation: false,
  keyboard: false,
  speed: SLIDE_TRANSITION_MS,
  effect: 'fade',
  fadeEffect: { crossFade: true },
  autoplay: {
    // Swiper starts the delay when a transition ends: the fade is part of the 7000 ms.
    delay: SLIDE_AUTOPLAY_MS - SLIDE_TRANSITION_MS,
    pauseOnMouseEnter: false,
    disableOnInteraction: false,
  },
} as const satisfies SwiperOptions;
