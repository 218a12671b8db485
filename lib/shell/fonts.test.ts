import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONTS_KEY, fontHrefs, fontLoader } from './fonts';

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

describe('the font stacks', () => {
  it('live in app/globals.css alone: the loader names no family and no generic face', () => {
    for (const locale of ['en', 'tr', 'ru'] as const)
      expect(fontLoader(locale)).not.toMatch(/Jost|Playfair|system-ui|sans-serif|serif/);
    // The box the loader reads them from is of the class html gets at the switch.
    expect(readFileSync('app/globals.css', 'utf8')).toMatch(
      /\[lang='tr'\] \.wf \{\s*--font-sans: 'Jost Latin', 'Jost Turkish'/,
    );
  });
});

describe('fontLoader', () => {
  // The stacks app/globals.css gives a box of class `wf` on an English page, and before the switch.
  const WF = {
    '--font-sans': " 'Jost Latin', 'Jost Fallback', system-ui, sans-serif",
    '--font-display': " 'Playfair Latin', 'Playfair Fallback', serif",
  };
  const DISPLAY = '"Playfair Fallback", serif';
  // The faces of faces.css, as the browser's font set lists them (Chromium quotes the families).
  const FACES = [
    '"Jost Latin"',
    '"Jost Latin"',
    '"Playfair Latin"',
    '"Jost Turkish"',
    '"Jost Fallback"',
  ];

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
      { fontWeight: '400', fontSize: '48px', fontFamily: DISPLAY },
      { fontWeight: '400', fontSize: '16px', fontFamily: '"Jost Fallback", system-ui' },
    ];
    const warmed: string[] = [];
    const inBody = new Set<Node>();
    type Node = {
      className?: string;
      style: { cssText?: string; fontFamily?: string };
      textContent?: string;
      setAttribute(): void;
      append(child: Node): void;
      remove(): void;
      offsetWidth: number;
    };
    const element = (): Node => {
      const node: Node = {
        style: {},
        setAttribute() {},
        append(child) {
          // Laid out in the box (each character of the page once): the stacks are the box's (class wf), read through var().
          expect(node.className).toBe('wf');
          warmed.push(`${child.style.cssText} ${child.textContent}`);
        },
        remove: () => void inBody.delete(node),
        offsetWidth: 0,
      };
      return node;
    };
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
        querySelectorAll: () => [...pageStyles, ...inBody],
        append: (node: Node) => inBody.add(node),
        textContent: 'Aa aA',
      },
      head: { append: (link: Record<string, string>) => links.push(`${link.rel} ${link.href}`) },
      fonts: FACES.map((family) => ({
        family,
        load: () => {
          loads.push(family);
          return Promise.resolve();
        },
      })),
    };
    const getComputedStyle = (node: Node | (typeof pageStyles)[number]) => {
      if ('className' in node && node.className === 'wf')
        return { getPropertyValue: (name: keyof typeof WF) => WF[name] };
      if ('style' in node && node.style.fontFamily === 'var(--font-display)')
        return { fontFamily: DISPLAY };
      if ('style' in node) return { fontWeight: '400', fontSize: '16px', fontFamily: '' };
      return node;
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
      getComputedStyle,
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
      warmUpAttached: () => inBody.size > 0,
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
    // The faces of the families the stylesheet's stacks name under `wf`, not another language's.
    expect(visit.loads).toEqual([
      '"Jost Latin"',
      '"Jost Latin"',
      '"Playfair Latin"',
      '"Jost Fallback"',
    ]);
    await visit.runIdle();
    expect(visit.store.get(FONTS_KEY)!.split(' ').sort()).toEqual([...hrefs].sort());
    // Each size-weight pair of the page's text laid out once in the faces, hidden, then taken away.
    expect(visit.warmed).toEqual([
      'font-weight:400;font-size:16px;font-family:var(--font-sans) Aa ',
      'font-weight:700;font-size:16px;font-family:var(--font-sans) Aa ',
      'font-weight:400;font-size:48px;font-family:var(--font-display) Aa ',
    ]);
    expect(visit.warmUpAttached()).toBe(false);
    // Never under the visitor's eyes on this page.
    expect(visit.classes.has('wf')).toBe(false);
    visit.navigate('/venue');
    expect(visit.classes.has('wf')).toBe(true);
    expect(visit.pushed).toEqual(['/early', '/venue']);
    // The 4 s fallback does not load them twice.
    visit.timers[0]!();
    expect(visit.loads).toHaveLength(4);
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
    expect(partly.loads).toHaveLength(4);
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
