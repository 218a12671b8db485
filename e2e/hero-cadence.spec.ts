import { expect, test, type Page } from '@playwright/test';

// The hero's cadence runs on the page's fake clock (Playwright's page.clock): the slideshow's timers
// fire when the test moves the clock, to the millisecond, so the test neither waits 7 s per slide nor
// depends on how busy the machine is. The cross-fade is a CSS transition, on the browser's own clock:
// the test lets it end, reads its duration, and counts it into the slide's 7000 ms.

// The slideshow loads after first paint; on a loaded machine the first optimised images hold the
// browser's connections for a while, hence the generous waits.
const MOUNT = { timeout: 45_000 };
/** docs/product.md §9: each image slide lasts 7000 ms from its start to the next one's, fade included. */
const CADENCE_MS = 7000;

/** The running Swiper's slide (synchronous with its timers), whether it fades, and the fade's length. */
function swiperState(page: Page) {
  return page.evaluate(() => {
    const element = document.querySelector('[data-hero-slideshow] .swiper') as
      | (Element & {
          swiper?: {
            realIndex: number;
            animating: boolean;
            slides: HTMLElement[];
            activeIndex: number;
          };
        })
      | null;
    const swiper = element?.swiper;
    if (!swiper) return null;
    const active = swiper.slides[swiper.activeIndex];
    return {
      index: swiper.realIndex,
      animating: swiper.animating,
      fadeMs: active ? parseFloat(getComputedStyle(active).transitionDuration) * 1000 : NaN,
    };
  });
}

test.describe('hero', () => {
  test.describe.configure({ timeout: 90_000 });

  test('image slides follow one another every 7000 ms, the fade included', async ({ page }) => {
    // Time flows as usual until the test pauses it, so the page loads and hydrates normally.
    await page.clock.install();
    await page.goto('/');
    const counter = page.locator('[data-hero-slideshow] p[aria-hidden]');
    const videos = page.locator('[data-hero-slideshow] video[data-hero-video]');
    const state = () => swiperState(page);
    await expect(videos).toHaveCount(1, MOUNT);
    // Skip the two videos: each hands over when it ends. The first move loads Swiper.
    await videos.first().evaluate((v) => v.dispatchEvent(new Event('ended')));
    await expect(counter).toHaveText('02 / 04');
    await expect(videos).toHaveCount(2, MOUNT);
    await expect.poll(async () => (await state())?.index, MOUNT).toBe(1);
    await expect.poll(async () => (await state())?.animating).toBe(false);

    // From here on the page's timers fire only when the test moves the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const start = await page.evaluate(() => Date.now());
    await videos.nth(1).evaluate((v) => v.dispatchEvent(new Event('ended')));
    await expect(counter).toHaveText('03 / 04');
    // React runs the slide's effects (its timer starts) in a task it posts on commit: one posted
    // after it runs later.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    // Swiper moves to the slide on the next frame; let its fade end, as it would in 7 s.
    for (let step = 0; (await state())?.index !== 2; step += 1) {
      expect(step, 'Swiper moves to 03 on the next frame').toBeLessThan(100);
      await page.clock.runFor(1);
    }
    await expect.poll(async () => (await state())?.animating).toBe(false);
    const elapsed = (await page.evaluate(() => Date.now())) - start;

    // The first image slide after a video (03 -> 04): 7000 ms on the clock, not one less, not one more.
    await page.clock.runFor(CADENCE_MS - 1 - elapsed);
    expect((await state())?.index, '03 still shown at 6999 ms').toBe(2);
    await page.clock.runFor(1);
    const fourth = await state();
    expect(fourth?.index, '04 shown at 7000 ms').toBe(3);
    await expect(counter).toHaveText('04 / 04');

    // Swiper's own autoplay (04 -> 01) times the slide from the end of its fade: the fade's length
    // and the clock's wait together make 7000 ms.
    const fadeMs = fourth!.fadeMs;
    expect(fadeMs, 'the slides cross-fade').toBeGreaterThan(0);
    await expect.poll(async () => (await state())?.animating).toBe(false);
    await page.clock.runFor(CADENCE_MS - fadeMs - 1);
    expect((await state())?.index, `04 still shown ${CADENCE_MS - 1} ms after it started`).toBe(3);
    await page.clock.runFor(1);
    expect((await state())?.index, `01 shown ${CADENCE_MS} ms after 04 started`).toBe(0);
    await expect(counter).toHaveText('01 / 04');
  });
});
