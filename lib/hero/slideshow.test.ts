import { describe, expect, it } from 'vitest';
import { HERO_SLIDESHOW_OPTIONS, SLIDE_AUTOPLAY_MS } from './slideshow';

describe('hero slideshow configuration (docs/product.md §1)', () => {
  it('loops infinitely, one slide per view', () => {
    expect(HERO_SLIDESHOW_OPTIONS.loop).toBe(true);
    expect(HERO_SLIDESHOW_OPTIONS.slidesPerView).toBe(1);
  });

  it('autoplays every 7000 ms without pausing on hover, focus or interaction', () => {
    expect(SLIDE_AUTOPLAY_MS).toBe(7000);
    // Swiper waits for a transition's end before it starts the delay: slide start to slide start
    // is the fade plus the delay.
    expect(HERO_SLIDESHOW_OPTIONS.speed + HERO_SLIDESHOW_OPTIONS.autoplay.delay).toBe(7000);
    expect(HERO_SLIDESHOW_OPTIONS.autoplay).toEqual({
      delay: 5800,
      pauseOnMouseEnter: false,
      disableOnInteraction: false,
    });
  });

  it('has no arrows and no dragging', () => {
    expect(HERO_SLIDESHOW_OPTIONS.navigation).toBe(false);
    expect(HERO_SLIDESHOW_OPTIONS.allowTouchMove).toBe(false);
    expect(HERO_SLIDESHOW_OPTIONS.simulateTouch).toBe(false);
    expect(HERO_SLIDESHOW_OPTIONS.keyboard).toBe(false);
  });
});
