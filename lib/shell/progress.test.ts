import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, isNavigationClick, progressAt, type ProgressBar } from './progress';

function recorder() {
  const calls: string[] = [];
  const values: number[] = [];
  const bar: ProgressBar = {
    show: () => calls.push('show'),
    set: (value) => values.push(value),
    complete: () => calls.push('complete'),
    fail: () => calls.push('fail'),
    hide: () => calls.push('hide'),
  };
  return { bar, calls, values };
}

const timers = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
  clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
};

describe('progress bar timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for a navigation that ends within the 200 ms throttle', () => {
    const { bar, calls } = recorder();
    const progress = createProgress(bar, timers);
    progress.start();
    vi.advanceTimersByTime(199);
    progress.finish();
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
    expect(progress.state).toBe('idle');
  });

  it('shows after 200 ms, grows to full over 5 s, hides 500 ms after finishing', () => {
    const { bar, calls, values } = recorder();
    const progress = createProgress(bar, timers);
    progress.start();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual(['show']);
    vi.advanceTimersByTime(2500);
    expect(values.at(-1)).toBeCloseTo(0.5, 1);
    vi.advanceTimersByTime(2500);
    expect(values.at(-1)).toBe(0.99);
    progress.finish();
    expect(calls).toEqual(['show', 'complete']);
    vi.advanceTimersByTime(499);
    expect(calls).not.toContain('hide');
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['show', 'complete', 'hide']);
    expect(progress.state).toBe('idle');
    const count = values.length;
    vi.advanceTimersByTime(5000);
    expect(values.length).toBe(count);
  });

  it('turns red when the navigation fails, even before the bar showed', () => {
    const { bar, calls } = recorder();
    const progress = createProgress(bar, timers);
    progress.start();
    vi.advanceTimersByTime(50);
    progress.fail();
    expect(calls).toEqual(['show', 'fail', 'complete']);
    vi.advanceTimersByTime(500);
    expect(calls.at(-1)).toBe('hide');
  });

  it('turns the fading bar red when the failure is reported after the route rendered', () => {
    const { bar, calls } = recorder();
    const progress = createProgress(bar, timers);
    progress.start();
    vi.advanceTimersByTime(300);
    progress.finish();
    progress.fail();
    expect(calls).toEqual(['show', 'complete', 'fail']);
    vi.advanceTimersByTime(500);
    expect(calls.at(-1)).toBe('hide');
  });

  it('a failed refresh (no navigation running) shows a red bar that hides again', () => {
    const { bar, calls } = recorder();
    createProgress(bar, timers).fail();
    vi.advanceTimersByTime(500);
    expect(calls).toEqual(['show', 'fail', 'complete', 'hide']);
  });

  it('ignores a second start while running and restarts cleanly while hiding', () => {
    const { bar, calls } = recorder();
    const progress = createProgress(bar, timers);
    progress.start();
    vi.advanceTimersByTime(150);
    progress.start();
    vi.advanceTimersByTime(50);
    expect(calls).toEqual(['show']);
    progress.finish();
    vi.advanceTimersByTime(100);
    progress.start();
    expect(calls).toEqual(['show', 'complete', 'hide']);
    vi.advanceTimersByTime(200);
    expect(calls).toEqual(['show', 'complete', 'hide', 'show']);
  });

  it('grows linearly and holds below 100 % until done', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(2500)).toBe(0.5);
    expect(progressAt(60_000)).toBe(0.99);
  });
});

describe('isNavigationClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  const link = { target: '', download: false, optOut: false };
  const here = 'http://site.test/about-us?x=1#top';

  it('follows internal links to another route', () => {
    expect(isNavigationClick(click, { ...link, href: '/venue' }, here)).toBe(true);
    expect(isNavigationClick(click, { ...link, href: '/about-us?x=2' }, here)).toBe(true);
  });

  it('ignores the same route, hash moves, other sites, new tabs, downloads and opt-outs', () => {
    expect(isNavigationClick(click, { ...link, href: '/about-us?x=1' }, here)).toBe(false);
    expect(isNavigationClick(click, { ...link, href: '#main' }, here)).toBe(false);
    expect(isNavigationClick(click, { ...link, href: 'https://other.test/' }, here)).toBe(false);
    expect(isNavigationClick(click, { ...link, href: 'mailto:a@b.c' }, here)).toBe(false);
    expect(isNavigationClick(click, { ...link, href: '/venue', target: '_blank' }, here)).toBe(
      false,
    );
    expect(isNavigationClick(click, { ...link, href: '/f.pdf', download: true }, here)).toBe(false);
    expect(isNavigationClick(click, { ...link, href: '/cookies', optOut: true }, here)).toBe(false);
  });

  it('ignores modified and non-primary clicks', () => {
    expect(isNavigationClick({ ...click, metaKey: true }, { ...link, href: '/venue' }, here)).toBe(
      false,
    );
    expect(isNavigationClick({ ...click, button: 1 }, { ...link, href: '/venue' }, here)).toBe(
      false,
    );
  });
});
