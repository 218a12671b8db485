// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSlideshow } from './HeroSlideshow.client';
import type { HeroSlideView } from './types';

vi.mock('next/image', async () => {
  const actual = await vi.importActual<typeof import('next/image')>('next/image');
  return {
    ...actual,
    // eslint-disable-next-line @next/next/no-img-element -- a plain stand-in for next/image
    default: ({ src, alt }: { src: string; alt: string }) => <img src={src} alt={alt} />,
    getImageProps: ({ src, alt }: { src: string; alt: string }) => ({
      props: { src, alt, srcSet: `${src} 1x` },
    }),
  };
});

let mobile = false;

// Swiper's module is imported on the slideshow's first move; loaded once here, that import
// resolves within a flushed act().
beforeAll(async () => {
  await import('./HeroSwiper.client');
});

/** Lets the slideshow's import of Swiper resolve and render. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}
const play = vi.fn(() => Promise.resolve());

beforeEach(() => {
  vi.useFakeTimers();
  mobile = false;
  play.mockClear();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('max-width: 1023px') ? mobile : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', {
    configurable: true,
    value: () => {},
  });
  // Swiper measures the container; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const labels = {
  region: 'Impressions of Andy Show',
  carousel: 'slideshow',
  slide: 'slide',
  sound: 'Sound',
  pause: 'Pause the slideshow',
};

function slides(): HeroSlideView[] {
  const video = (n: number): HeroSlideView => ({
    key: `v${n}`,
    type: 'VIDEO',
    src: `/media/hero/hero-${n}.mp4`,
    mobileSrc: `/media/hero/hero-${n}-mobile.mp4`,
    poster: `/media/hero/hero-${n}.jpg`,
    alt: '',
    label: `${n} of 4`,
  });
  return [
    video(1),
    video(2),
    {
      key: 'i3',
      type: 'IMAGE',
      src: '/media/hero/hero-slide-1.jpg',
      mobileSrc: '/media/hero/hero-slide-1-mobile.jpg',
      poster: null,
      alt: 'Acrobats in flight',
      label: '3 of 4',
    },
    {
      key: 'i4',
      type: 'IMAGE',
      src: '/media/hero/hero-slide-2.jpg',
      mobileSrc: null,
      poster: null,
      alt: 'Guests dancing',
      label: '4 of 4',
    },
  ];
}

function videos() {
  return Array.from(document.querySelectorAll<HTMLVideoElement>('video[data-hero-video]'));
}

describe('HeroSlideshow', () => {
  it('is a labelled region whose slides are labelled "n of m"', () => {
    render(<HeroSlideshow slides={slides()} labels={labels} />);
    const region = screen.getByRole('region', { name: 'Impressions of Andy Show' });
    expect(region.getAttribute('aria-roledescription')).toBe('slideshow');
    const groups = within(region).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(groups[0]?.getAttribute('aria-roledescription')).toBe('slide');
  });

  it('plays the desktop file muted, only after 200 ms', () => {
    render(<HeroSlideshow slides={slides()} labels={labels} />);
    const [first] = videos();
    expect(first?.getAttribute('src')).toBe('/media/hero/hero-1.mp4');
    expect(first?.muted).toBe(true);
    act(() => vi.advanceTimersByTime(199));
    expect(play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(first);
    expect(first?.muted).toBe(true);
  });

  it('uses the mobile file on phones and tablets', async () => {
    mobile = true;
    render(<HeroSlideshow slides={slides()} labels={labels} />);
    expect(videos().map((video) => video.getAttribute('src'))).toEqual([
      '/media/hero/hero-1-mobile.mp4',
    ]);
    act(() => {
      fireEvent.ended(videos()[0]!);
    });
    await flush();
    expect(videos().map((video) => video.getAttribute('src'))).toEqual([
      '/media/hero/hero-1-mobile.mp4',
      '/media/hero/hero-2-mobile.mp4',
    ]);
  });

  it('plays the first slide without Swiper, which loads when the slideshow first moves', async () => {
    render(<HeroSlideshow slides={slides()} labels={labels} />);
    expect(document.querySelector('.swiper')).toBeNull();
    expect(videos()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(document.querySelector('.swiper')).toBeNull();
    act(() => {
      fireEvent.ended(videos()[0]!);
    });
    await flush();
    expect(document.querySelector('.swiper')).not.toBeNull();
    const region = screen.getByRole('region', { name: 'Impressions of Andy Show' });
    expect(within(region).getAllByRole('group')).toHaveLength(4);
  });

  it('moves a first image slide on after 7000 ms, then Swiper takes over', async () => {
    const [, , image, last] = slides();
    render(<HeroSlideshow slides={[image!, last!]} labels={labels} />);
    const counter = () => document.querySelector('[data-hero-slideshow] p')?.textContent;
    expect(counter()).toBe('01 / 02');
    act(() => vi.advanceTimersByTime(6999));
    expect(counter()).toBe('01 / 02');
    expect(document.querySelector('.swiper')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('02 / 02');
    await flush();
    expect(document.querySelector('.swiper')).not.toBeNull();
  });

  it('keeps the poster until the video plays', () => {
    render(<HeroSlideshow slides={slides()} labels={labels} />);
    const [first] = videos();
    expect(first?.className).toContain('opacity-0');
    act(() => {
      fireEvent.playing(first!);
    });
    expect(first?.className).toContain('opacity-100');
  });

  it('toggles sound with the button (aria-pressed) and with a click on the video', () => {
    render(<HeroSlideshow slides={slides()} labels={labels} />);
    const button = screen.getByRole('button', { name: 'Sound' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(videos()[0]?.muted).toBe(false);
    fireEvent.click(videos()[0]!);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(videos()[0]?.muted).toBe(true);
  });

  it('starts the next video when one ends, then the image slides', async () => {
    render(<HeroSlideshow slides={slides()} labels={labels} />);
    const counter = () => document.querySelector('[data-hero-slideshow] p')?.textContent;
    expect(counter()).toBe('01 / 04');
    act(() => {
      fireEvent.ended(videos()[0]!);
    });
    expect(counter()).toBe('02 / 04');
    await flush();
    act(() => vi.advanceTimersByTime(200));
    expect(play.mock.contexts.at(-1)).toBe(videos()[1]);
    act(() => {
      fireEvent.ended(videos()[1]!);
    });
    expect(counter()).toBe('03 / 04');
  });

  it('pauses: the pause button is pressed and the video does not start', () => {
    render(<HeroSlideshow slides={slides()} labels={labels} />);
    const pause = screen.getByRole('button', { name: 'Pause the slideshow' });
    expect(pause.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(play).not.toHaveBeenCalled();
  });
});
