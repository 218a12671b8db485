import { describe, expect, it } from 'vitest';
import { createDropCoalescer, lastPublished, onPublish, published, type Origin } from './publish';

describe('the publish event', () => {
  it('tells every subscriber each drop, with where it was made', () => {
    const heard: Array<[string, readonly string[], Origin]> = [];
    onPublish('pages', (tags, origin) => void heard.push(['pages', tags, origin]));
    onPublish('reads', (tags, origin) => void heard.push(['reads', tags, origin]));
    published(['page:en:/a'], 'here');
    published(['menus:tr'], 'elsewhere');
    published([], 'here');
    expect(heard).toEqual([
      ['pages', ['page:en:/a'], 'here'],
      ['reads', ['page:en:/a'], 'here'],
      ['pages', ['menus:tr'], 'elsewhere'],
      ['reads', ['menus:tr'], 'elsewhere'],
    ]);
  });

  it('hears a subscriber registered again (another bundle of it) once, not twice', () => {
    let calls = 0;
    onPublish('twice', () => void (calls += 1));
    onPublish('twice', () => void (calls += 1));
    published(['settings'], 'here');
    expect(calls).toBe(1);
  });

  it('remembers when each tag was last dropped, here or elsewhere, for the coalescer', () => {
    const before = Date.now();
    expect(lastPublished(['events:de'])).toBe(Number.NEGATIVE_INFINITY);
    published(['events:de'], 'elsewhere');
    expect(lastPublished(['events:de', 'never'])).toBeGreaterThanOrEqual(before);
    expect(lastPublished(['never'])).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('drop coalescer', () => {
  /** A clock and timers the test moves by hand. */
  function clock() {
    let time = 0;
    const timers: Array<{ at: number; resolve: () => void }> = [];
    return {
      now: () => time,
      wait: (ms: number) =>
        new Promise<void>((resolve) => void timers.push({ at: time + ms, resolve })),
      /** Moves to `to`, firing the timers due on the way, in order. */
      async advance(to: number) {
        for (;;) {
          timers.sort((a, b) => a.at - b.at);
          const next = timers[0];
          if (!next || next.at > to) break;
          timers.shift();
          time = next.at;
          next.resolve();
          // The awaits behind the timer run before the next one fires.
          for (let i = 0; i < 10; i++) await Promise.resolve();
        }
        time = to;
      },
      pending: () => timers.length,
    };
  }

  it('drops at once, then at most once per interval with the tags that arrived meanwhile merged', async () => {
    const time = clock();
    const { drop } = createDropCoalescer({ intervalMs: 1_000, now: time.now, wait: time.wait });
    const drops: string[][] = [];
    const apply = (tags: string[]) => void drops.push(tags);
    await drop(['provider'], apply);
    expect(drops).toEqual([['provider']]);
    await time.advance(100);
    const second = drop(['provider'], apply);
    const third = drop(['page:en:/a', 'provider'], apply);
    const fourth = drop(['menus:tr'], apply);
    expect(drops).toHaveLength(1);
    await time.advance(1_000);
    await Promise.all([second, third, fourth]);
    expect(drops).toEqual([['provider'], ['provider', 'page:en:/a', 'menus:tr']]);
    expect(time.pending()).toBe(0);
    // After the interval, a publish is dropped at once again.
    await time.advance(2_500);
    await drop(['settings'], apply);
    expect(drops.at(-1)).toEqual(['settings']);
  });

  it('waits out a drop of the same tags by another instance', async () => {
    const time = clock();
    await time.advance(10_000);
    const { drop } = createDropCoalescer({
      intervalMs: 1_000,
      now: time.now,
      wait: time.wait,
      lastDrop: (tags) => (tags.includes('provider') ? 9_700 : Number.NEGATIVE_INFINITY),
    });
    const drops: Array<[number, string[]]> = [];
    const apply = (tags: string[]) => void drops.push([time.now(), tags]);
    await drop(['menus:en'], apply);
    const all = drop(['provider'], apply);
    await time.advance(11_000);
    await all;
    expect(drops).toEqual([
      [10_000, ['menus:en']],
      [11_000, ['provider']],
    ]);
  });

  it('costs a burst of publishes one drop a second and one settling drop after its last', async () => {
    // 50 `all` publishes a second for 3 s, each settling as the webhook does (after its answer).
    const time = clock();
    const { drop, settle } = createDropCoalescer({
      intervalMs: 1_000,
      settleMs: 8_000,
      now: time.now,
      wait: time.wait,
    });
    const drops: number[] = [];
    const apply = () => void drops.push(time.now());
    const answered: Array<Promise<void>> = [];
    const settled: Array<Promise<void>> = [];
    for (let at = 0; at < 3_000; at += 20) {
      await time.advance(at);
      answered.push(
        drop(['provider'], apply).then(() => void settled.push(settle(['provider'], apply))),
      );
    }
    await time.advance(3_000);
    await Promise.all(answered);
    expect(drops).toEqual([0, 1_000, 2_000, 3_000]);
    await time.advance(20_000);
    await Promise.all(settled);
    // The last publish was dropped at 3 s: once more 8 s later, not once per publish.
    expect(drops).toEqual([0, 1_000, 2_000, 3_000, 11_000]);
    expect(time.pending()).toBe(0);
  });
});
