import { describe, expect, it } from 'vitest';
import {
  autoplayRunning,
  HERO_START_DELAY_MS,
  heroReducer,
  initialHeroState,
  isMobileViewport,
  MOBILE_MEDIA_QUERY,
  nextIndex,
  posterVisible,
  shouldPlayVideo,
  slideLoaded,
  slideFile,
  slideStill,
  type HeroSlideInput,
  type HeroState,
} from './hero';

const video = (n: number, mobile = true): HeroSlideInput => ({
  type: 'VIDEO',
  file: { sourceUrl: `/media/hero/hero-${n}.mp4` },
  mobileFile: mobile ? { sourceUrl: `/media/hero/hero-${n}-mobile.mp4` } : null,
  poster: { sourceUrl: `/media/hero/hero-${n}.jpg` },
});
const image: HeroSlideInput = {
  type: 'IMAGE',
  file: { sourceUrl: '/media/hero/hero-slide-1.jpg' },
  mobileFile: { sourceUrl: '/media/hero/hero-slide-1-mobile.jpg' },
};

function run(state: HeroState, ...events: Parameters<typeof heroReducer>[1][]) {
  return events.reduce(heroReducer, state);
}

describe('which file a viewport gets', () => {
  it('treats phones and tablets (below 1024 px) as mobile, desktops not', () => {
    expect(isMobileViewport(390)).toBe(true);
    expect(isMobileViewport(768)).toBe(true);
    expect(isMobileViewport(1023)).toBe(true);
    expect(isMobileViewport(1024)).toBe(false);
    expect(isMobileViewport(1440)).toBe(false);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 1023px)');
  });

  it('uses the mobile file on mobile when present', () => {
    expect(slideFile(video(1), true).sourceUrl).toBe('/media/hero/hero-1-mobile.mp4');
    expect(slideFile(image, true).sourceUrl).toBe('/media/hero/hero-slide-1-mobile.jpg');
  });

  it('falls back to the desktop file without a mobile file, and on desktop', () => {
    expect(slideFile(video(2, false), true).sourceUrl).toBe('/media/hero/hero-2.mp4');
    expect(slideFile({ ...image, mobileFile: { sourceUrl: '' } }, true).sourceUrl).toBe(
      '/media/hero/hero-slide-1.jpg',
    );
    expect(slideFile(video(1), false).sourceUrl).toBe('/media/hero/hero-1.mp4');
  });

  it('shows a video poster or an image as the still', () => {
    expect(slideStill(video(1))?.sourceUrl).toBe('/media/hero/hero-1.jpg');
    expect(slideStill(image)?.sourceUrl).toBe('/media/hero/hero-slide-1.jpg');
    expect(slideStill({ ...video(1), poster: null })).toBeNull();
    expect(slideStill(undefined)).toBeNull();
  });
});

describe('hero video state machine', () => {
  const kinds = ['VIDEO', 'VIDEO', 'IMAGE', 'IMAGE'] as const;

  it('starts muted, on the first slide, waiting 200 ms before playing, poster visible', () => {
    const state = initialHeroState([...kinds]);
    expect(HERO_START_DELAY_MS).toBe(200);
    expect(state).toMatchObject({ index: 0, muted: true, paused: false, phase: 'waiting' });
    expect(shouldPlayVideo(state)).toBe(true);
    expect(posterVisible(state)).toBe(true);
    expect(autoplayRunning(state)).toBe(false);
  });

  it('hides the poster once the video plays', () => {
    const state = run(initialHeroState([...kinds]), { type: 'started' });
    expect(state.phase).toBe('playing');
    expect(posterVisible(state)).toBe(false);
  });

  it('toggles sound on and off, and keeps the choice for the next video', () => {
    let state = run(initialHeroState([...kinds]), { type: 'started' }, { type: 'toggleSound' });
    expect(state.muted).toBe(false);
    state = run(state, { type: 'ended' });
    expect(state).toMatchObject({ index: 1, muted: false, phase: 'waiting' });
    state = run(state, { type: 'toggleSound' });
    expect(state.muted).toBe(true);
  });

  it('starts the next slide when a video ends and loops to the first after the last', () => {
    const videos = initialHeroState(['VIDEO', 'VIDEO', 'VIDEO']);
    const second = run(videos, { type: 'started' }, { type: 'ended' });
    expect(second).toMatchObject({ index: 1, phase: 'waiting' });
    const third = run(second, { type: 'started' }, { type: 'ended' });
    expect(third.index).toBe(2);
    const first = run(third, { type: 'started' }, { type: 'ended' });
    expect(first).toMatchObject({ index: 0, phase: 'waiting' });
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('restarts a single video when it ends', () => {
    const state = run(initialHeroState(['VIDEO']), { type: 'started' }, { type: 'ended' });
    expect(state).toMatchObject({ index: 0, phase: 'waiting' });
  });

  it('hands over from the last video to an image slide, which runs the 7000 ms timer', () => {
    const state = run(
      initialHeroState([...kinds]),
      { type: 'started' },
      { type: 'ended' },
      { type: 'started' },
      { type: 'ended' },
    );
    expect(state).toMatchObject({ index: 2, phase: 'idle' });
    expect(shouldPlayVideo(state)).toBe(false);
    expect(posterVisible(state)).toBe(false);
    expect(autoplayRunning(state)).toBe(true);
  });

  it('follows the slideshow when it shows another slide, wrapping indexes', () => {
    const state = initialHeroState([...kinds]);
    expect(run(state, { type: 'show', index: 3 })).toMatchObject({ index: 3, phase: 'idle' });
    expect(run(state, { type: 'show', index: 5 })).toMatchObject({ index: 1, phase: 'waiting' });
    const playing = run(state, { type: 'started' });
    expect(run(playing, { type: 'show', index: 0 })).toBe(playing);
  });

  it('lets the timer move on when the browser blocks autoplay, poster staying', () => {
    const state = run(initialHeroState([...kinds]), { type: 'blocked' });
    expect(state.phase).toBe('blocked');
    expect(shouldPlayVideo(state)).toBe(false);
    expect(posterVisible(state)).toBe(true);
    expect(autoplayRunning(state)).toBe(true);
  });

  it('pauses and resumes: nothing plays or advances while paused', () => {
    const paused = run(initialHeroState([...kinds]), { type: 'togglePause' });
    expect(paused.paused).toBe(true);
    expect(shouldPlayVideo(paused)).toBe(false);
    expect(autoplayRunning(run(paused, { type: 'show', index: 2 }))).toBe(false);
    const resumed = run(paused, { type: 'togglePause' });
    expect(shouldPlayVideo(resumed)).toBe(true);
    expect(initialHeroState([...kinds], true).paused).toBe(true);
  });

  it('loads the current and the next slide first, then keeps what was shown', () => {
    let state = initialHeroState([...kinds]);
    expect([0, 1, 2, 3].map((i) => slideLoaded(state, i))).toEqual([true, true, false, false]);
    state = run(state, { type: 'started' }, { type: 'ended' });
    expect([0, 1, 2, 3].map((i) => slideLoaded(state, i))).toEqual([true, true, true, false]);
    state = run(state, { type: 'show', index: 3 }, { type: 'show', index: 0 });
    expect([0, 1, 2, 3].every((i) => slideLoaded(state, i))).toBe(true);
  });

  it('ignores video events on image slides and never autoplays a single image', () => {
    const state = initialHeroState(['IMAGE']);
    expect(run(state, { type: 'started' })).toBe(state);
    expect(run(state, { type: 'blocked' })).toBe(state);
    expect(autoplayRunning(state)).toBe(false);
  });
});
