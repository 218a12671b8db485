import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONTS_KEY, fontFaces, fontHrefs, fontLoader } from './fonts';

const names = (locale: Parameters<typeof fontHrefs>[0]) =>
  fontHrefs(locale).map((href) => /([a-z-]+-\d{3}-normal)[^/]*\.woff2$/.exec(href)?.[1]);

describe('fontHrefs', () => {
  it('is the latin files for English and German', () => {
    for (const locale of ['en', 'de'] as const)
      expect(names(locale)).toEqual([
        'jost-latin-400-normal',
        'jost-latin-700-normal',
        'playfair-display-latin-400-normal',
      ]);
  });

  it('adds the Turkish letters for Turkish and cyrillic for Russian, in both faces and both body weights', () => {
    expect(names('tr').slice(3)).toEqual([
      'jost-turkish-400-normal',
      'jost-turkish-700-normal',
      'playfair-display-turkish-400-normal',
    ]);
    expect(names('ru').slice(3)).toEqual([
      'jost-cyrillic-400-normal',
      'jost-cyrillic-700-normal',
      'playfair-display-cyrillic-400-normal',
    ]);
  });
});

describe('fontFaces', () => {
  it('names each file by the family and weight faces.css gives it, with a character of its set', async () => {
    const faces = fontFaces('tr');
    expect(faces.map(({ family, weight, sample }) => `${family} ${weight} ${sample}`)).toEqual([
      'Jost Latin 400 a',
      'Jost Latin 700 a',
      'Playfair Latin 400 a',
      'Jost Turkish 400 ş',
      'Jost Turkish 700 ş',
      'Playfair Turkish 400 ş',
    ]);
    expect(fontFaces('ru').at(-1)!.sample).toBe('д');
    // faces.css declares every one of them (written by the build's first step; written here when the
    // unit tests run before any build, as in `npm test`: the test's timeout leaves room for that).
    if (!existsSync('dist/fonts/faces.css'))
      execFileSync(process.execPath, ['scripts/subset-fonts.mjs'], { stdio: 'ignore' });
    const css = readFileSync('dist/fonts/faces.css', 'utf8');
    for (const face of [...fontFaces('tr'), ...fontFaces('ru')])
      expect(css).toMatch(
        new RegExp(`font-family: '${face.family}';[^}]*font-weight: ${face.weight};`),
      );
  }, 180_000);
});

describe('fontLoader', () => {
  function run({ noted = '', saveData = false } = {}) {
    const classes = new Set<string>();
    const links: string[] = [];
    const loads: string[] = [];
    const store = new Map<string, string>(noted ? [[FONTS_KEY, noted]] : []);
    let reportPaint: (() => void) | undefined;
    const timers: (() => void)[] = [];
    const idle: (() => void)[] = [];
    const listeners = new Map<string, () => void>();
    const pushed: string[] = [];
    // The page's text elements, and what the warm-up lays out, one pair an idle task.
    const pageStyles = [
      { fontWeight: '400', fontSize: '16px', fontFamily: '"Jost Fallback", system-ui' },
      { fontWeight: '700', fontSize: '16px', fontFamily: '"Jost Fallback", system-ui' },
      { fontWeight: '400', fontSize: '48px', fontFamily: '"Playfair Fallback", serif' },
      { fontWeight: '400', fontSize: '16px', fontFamily: '"Jost Fallback", system-ui' },
    ];
    const warmed: string[] = [];
    let warmUpAttached = false;
    type Node = {
      style: { font?: string; cssText?: string };
      textContent?: string;
      setAttribute(): void;
      append(child: Node): void;
      remove(): void;
      offsetWidth: number;
    };
    const element = (): Node => ({
      style: {},
      setAttribute() {},
      append(child) {
        warmed.push(`${child.style.font} ${child.textContent}`);
      },
      remove() {
        warmUpAttached = false;
      },
      offsetWidth: 0,
    });
    const document = {
      documentElement: {
        classList: {
          add: (name: string) => classes.add(name),
          contains: (name: string) => classes.has(name),
        },
      },
      visibilityState: 'visible',
      createElement: element,
      addEventListener: (type: string, cb: () => void) => listeners.set(`document ${type}`, cb),
      body: {
        querySelectorAll: () => pageStyles,
        append: () => (warmUpAttached = true),
      },
      head: { append: (link: Record<string, string>) => links.push(`${link.rel} ${link.href}`) },
      fonts: {
        load: (font: string, text: string) => {
          loads.push(`${font} ${text}`);
          return Promise.resolve();
        },
      },
    };
    class Observer {
      constructor(cb: (list: { getEntries: () => { name: string }[] }, o: unknown) => void) {
        reportPaint = () =>
          cb({ getEntries: () => [{ name: 'first-contentful-paint' }] }, { disconnect() {} });
      }
      observe() {}
    }
    const history = {
      pushState(_state: unknown, _title: string, url: string) {
        pushed.push(url);
      },
    };
    new Function(
      'document',
      'localStorage',
      'navigator',
      'setTimeout',
      'PerformanceObserver',
      'addEventListener',
      'getComputedStyle',
      'history',
      'window',
      fontLoader('en'),
    )(
      document,
      {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
      },
      { connection: { saveData } },
      (cb: () => void) => timers.push(cb),
      Observer,
      (type: string, cb: () => void) => listeners.set(type, cb),
      (style: unknown) => style,
      history,
      { requestIdleCallback: (cb: () => void) => idle.push(cb) },
    );
    const runIdle = async () => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      while (idle.length) idle.shift()!();
    };
    const hide = () => {
      document.visibilityState = 'hidden';
      listeners.get('document visibilitychange')!();
    };
    return {
      classes,
      links,
      loads,
      store,
      paint: () => reportPaint?.(),
      timers,
      runIdle,
      warmed,
      warmUpAttached: () => warmUpAttached,
      navigate: (url: string) => history.pushState({}, '', url),
      back: () => listeners.get('popstate')!(),
      hide,
      pushed,
    };
  }
  const hrefs = fontHrefs('en');

  it('a first visit paints without the faces, loads and notes them after the paint, and switches at the next navigation', async () => {
    const visit = run();
    expect(visit.loads).toEqual([]);
    // A navigation before the faces are in leaves the system faces.
    visit.navigate('/early');
    expect(visit.classes.has('wf')).toBe(false);
    visit.paint();
    expect(visit.loads).toEqual([
      '400 1em "Jost Latin" a',
      '700 1em "Jost Latin" a',
      '400 1em "Playfair Latin" a',
    ]);
    await visit.runIdle();
    expect(visit.store.get(FONTS_KEY)!.split(' ').sort()).toEqual([...hrefs].sort());
    // Each size-weight pair of the page's text laid out once in the faces, hidden, then taken away.
    expect(visit.warmed).toEqual([
      `400 16px "Jost Latin","Jost Fallback",system-ui,sans-serif Aaaaa`,
      `700 16px "Jost Latin","Jost Fallback",system-ui,sans-serif Aaaaa`,
      `400 48px "Playfair Latin","Playfair Fallback",serif Aaaaa`,
    ]);
    expect(visit.warmUpAttached()).toBe(false);
    // Never under the visitor's eyes on this page.
    expect(visit.classes.has('wf')).toBe(false);
    visit.navigate('/venue');
    expect(visit.classes.has('wf')).toBe(true);
    expect(visit.pushed).toEqual(['/early', '/venue']);
    // The 4 s fallback does not load them twice.
    visit.timers[0]!();
    expect(visit.loads).toHaveLength(3);
  });

  it('switches on back/forward or when the tab is hidden, once the faces are in', async () => {
    const back = run();
    back.paint();
    await back.runIdle();
    back.back();
    expect(back.classes.has('wf')).toBe(true);
    const hidden = run();
    hidden.hide();
    expect(hidden.classes.has('wf')).toBe(false);
    hidden.paint();
    await hidden.runIdle();
    hidden.hide();
    expect(hidden.classes.has('wf')).toBe(true);
  });

  it('a page whose faces are all noted switches at once and preloads them; one missing is loaded after the paint', () => {
    const cached = run({ noted: `/other.woff2 ${hrefs.join(' ')}` });
    expect(cached.classes.has('wf')).toBe(true);
    expect(cached.links).toEqual(hrefs.map((href) => `preload ${href}`));
    cached.paint();
    expect(cached.loads).toEqual([]);
    const partly = run({ noted: hrefs.slice(1).join(' ') });
    expect(partly.classes.has('wf')).toBe(false);
    partly.paint();
    expect(partly.loads).toHaveLength(3);
  });

  it('loads nothing with Save-Data', () => {
    const frugal = run({ saveData: true });
    frugal.paint();
    expect(frugal.loads).toEqual([]);
    expect(frugal.timers).toEqual([]);
  });

  it('a navigation before the warm-up is done switches all the same and ends the warm-up', async () => {
    const soon = run();
    soon.paint();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    soon.navigate('/venue');
    expect(soon.classes.has('wf')).toBe(true);
    await soon.runIdle();
    expect(soon.warmed).toEqual([]);
  });
});
