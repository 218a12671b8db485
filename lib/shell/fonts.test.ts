import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONTS_KEY, fontFaces, fontHrefs, fontLoader, SWITCH_WINDOW_MS } from './fonts';

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
    // The build's faces.css declares every one of them.
    const css = readFileSync('dist/fonts/faces.css', 'utf8');
    for (const face of [...fontFaces('tr'), ...fontFaces('ru')])
      expect(css).toMatch(
        new RegExp(`font-family: '${face.family}';[^}]*font-weight: ${face.weight};`),
      );
  });
});

describe('fontLoader', () => {
  function run({ noted = '', saveData = false, loadMs = 10 } = {}) {
    const classes = new Set<string>();
    const links: string[] = [];
    const loads: string[] = [];
    const store = new Map<string, string>(noted ? [[FONTS_KEY, noted]] : []);
    let now = 0;
    let reportPaint: (() => void) | undefined;
    const timers: (() => void)[] = [];
    let settle: () => void = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    // The page's text elements, and what the warm-up lays out before the switch.
    const pageStyles = [
      { fontWeight: '400', fontSize: '16px', fontFamily: '"Jost Fallback", system-ui' },
      { fontWeight: '700', fontSize: '16px', fontFamily: '"Jost Fallback", system-ui' },
      { fontWeight: '400', fontSize: '48px', fontFamily: '"Playfair Fallback", serif' },
      { fontWeight: '400', fontSize: '16px', fontFamily: '"Jost Fallback", system-ui' },
    ];
    const warmed: string[][] = [];
    type Node = {
      style: { font?: string; cssText?: string };
      textContent?: string;
      children: Node[];
      setAttribute(): void;
      append(child: Node): void;
      remove(): void;
      offsetWidth: number;
    };
    const element = (): Node => ({
      style: {},
      children: [],
      setAttribute() {},
      append(child) {
        this.children.push(child);
      },
      remove() {
        attached.delete(this);
      },
      offsetWidth: 0,
    });
    const attached = new Set<Node>();
    const document = {
      documentElement: { classList: { add: (name: string) => classes.add(name) } },
      createElement: element,
      body: {
        querySelectorAll: () => pageStyles,
        append: (node: Node) => {
          attached.add(node);
          warmed.push(node.children.map((child) => `${child.style.font} ${child.textContent}`));
        },
      },
      head: { append: (link: Record<string, string>) => links.push(`${link.rel} ${link.href}`) },
      fonts: {
        load: (font: string, text: string) => {
          loads.push(`${font} ${text}`);
          now += loadMs;
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
    new Function(
      'document',
      'localStorage',
      'navigator',
      'performance',
      'setTimeout',
      'PerformanceObserver',
      'addEventListener',
      'getComputedStyle',
      fontLoader('en'),
    )(
      document,
      {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => {
          store.set(key, value);
          settle();
        },
      },
      { connection: { saveData } },
      { now: () => now },
      (cb: () => void) => timers.push(cb),
      Observer,
      () => {},
      (style: unknown) => style,
    );
    /** The timers the page has queued so far, in order (the 4 s fallback is the first). */
    let ran = 1;
    const runTimers = () => {
      const queued = timers.length;
      for (; ran < queued; ran += 1) timers[ran]!();
    };
    return {
      classes,
      links,
      loads,
      store,
      paint: () => reportPaint?.(),
      timers,
      runTimers,
      warmed,
      attached,
      settled,
    };
  }
  const hrefs = fontHrefs('en');

  it('a first visit paints without the faces, loads them after the paint, then switches and notes them', async () => {
    const visit = run();
    expect(visit.loads).toEqual([]);
    expect(visit.classes.has('wf')).toBe(false);
    visit.paint();
    expect(visit.loads).toEqual([
      '400 1em "Jost Latin" a',
      '700 1em "Jost Latin" a',
      '400 1em "Playfair Latin" a',
    ]);
    await visit.settled;
    // First every size-weight pair of the page's text is laid out, hidden, in the faces (one
    // task), then the warm-up goes and, in the next task, the page switches.
    expect(visit.warmed).toEqual([
      [
        `400 16px "Jost Latin","Jost Fallback",system-ui,sans-serif Aaaaa`,
        `700 16px "Jost Latin","Jost Fallback",system-ui,sans-serif Aaaaa`,
        `400 48px "Playfair Latin","Playfair Fallback",serif Aaaaa`,
      ],
    ]);
    expect(visit.classes.has('wf')).toBe(false);
    visit.runTimers();
    expect(visit.attached.size).toBe(0);
    expect(visit.classes.has('wf')).toBe(false);
    visit.runTimers();
    expect(visit.classes.has('wf')).toBe(true);
    expect(visit.store.get(FONTS_KEY)!.split(' ').sort()).toEqual([...hrefs].sort());
    // The 4 s fallback does not load them twice.
    visit.timers[0]!();
    expect(visit.loads).toHaveLength(3);
  });

  it('faces that come later than the window wait in the cache for the next page', async () => {
    const slow = run({ loadMs: SWITCH_WINDOW_MS });
    slow.paint();
    await slow.settled;
    slow.runTimers();
    expect(slow.warmed).toEqual([]);
    expect(slow.classes.has('wf')).toBe(false);
    expect(slow.store.get(FONTS_KEY)).toBeTruthy();
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
});
