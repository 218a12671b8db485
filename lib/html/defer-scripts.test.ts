import { describe, expect, it } from 'vitest';
import { deferStartupScripts, scriptLoader } from './defer-scripts';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<script src="https://widgets.example/chat.js" async=""></script>',
  '<title>T</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main>Hello</main><script id="_R_">(globalThis.TURBOPACK ||= []).push({})</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([0])</script></body></html>',
].join('');

describe('deferStartupScripts', () => {
  const out = deferStartupScripts(page);
  const head = out.slice(0, out.indexOf('</head>'));

  it('takes the framework chunks and their preload out of the head', () => {
    expect(head).not.toContain('/_next/static/chunks/one.js');
    expect(head).not.toContain('/_next/static/chunks/turbopack-x.js');
    expect(head).not.toContain('/_next/static/chunks/main.js');
  });

  it('takes the bootstrap script out of the body', () => {
    expect(out.match(/<script src="\/_next\/static\/chunks\/main.js"/g)).toBeNull();
    expect(out).toContain('<script id="_R_">');
  });

  it('leaves the stylesheet, other origins and the legacy polyfill where they were', () => {
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(head).toContain('<script src="https://widgets.example/chat.js" async=""></script>');
    expect(head).toContain('noModule=""');
  });

  it('loads every chunk once, in order, from one inline script at the end of the body', () => {
    expect(out).toMatch(
      /<\/script><script>\(\(\)=>\{const s=\[[^\]]*\];.*<\/script><\/body><\/html>$/,
    );
    const list = JSON.parse(/const s=(\[[^\]]*\])/.exec(out)![1]!) as string[];
    expect(list).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/turbopack-x.js',
    ]);
  });

  it("leaves Next's error shell alone: its body is empty until the scripts draw it", () => {
    const shell = page
      .replace('<html lang="en">', '<html id="__next_error__">')
      .replace('<main>Hello</main>', '');
    expect(deferStartupScripts(shell)).toBe(shell);
  });

  it('returns other HTML unchanged', () => {
    const plain = '<html><head></head><body>x</body></html>';
    expect(deferStartupScripts(plain)).toBe(plain);
    expect(deferStartupScripts('not html')).toBe('not html');
  });
});

describe('scriptLoader', () => {
  type Entry = { name: string };
  type Element = {
    src: string;
    attributes: Record<string, string>;
    onload?: () => void;
    onerror?: () => void;
  };
  function run(
    visibility: 'visible' | 'hidden',
    {
      observer = true,
      channel = true,
      flight,
    }: { observer?: boolean; channel?: boolean; flight?: string } = {},
  ) {
    // The payload's fetches, answered by the test: ok with entries, or failed.
    const fetches: { url: string; answer: (entries: unknown[] | null) => Promise<void> }[] = [];
    const self: { __next_f?: unknown[] } = {};
    const fetchStub = (url: string) =>
      new Promise((resolve) => {
        fetches.push({
          url,
          answer: async (entries) => {
            resolve({
              ok: entries !== null,
              status: entries ? 200 : 503,
              json: async () => entries,
            });
            for (let i = 0; i < 10; i += 1) await Promise.resolve();
          },
        });
      });
    const messages: (() => void)[] = [];
    class FakeChannel {
      port1 = { onmessage: null as null | (() => void), close: () => {} };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    /** Runs the queued message tasks (one script each) until none is left. */
    const drain = () => {
      let tasks = 0;
      while (messages.length) {
        messages.shift()!();
        tasks += 1;
      }
      return tasks;
    };
    const appended: string[] = [];
    const elements: Element[] = [];
    const frames: (() => void)[] = [];
    const timers: { cb: () => void; ms?: number }[] = [];
    const listeners: (() => void)[] = [];
    const observed: { report: (entries: Entry[]) => void; type?: string; disconnected: boolean }[] =
      [];
    const document = {
      visibilityState: visibility,
      createElement: () => ({
        src: '',
        attributes: {} as Record<string, string>,
        setAttribute(name: string, value: string) {
          this.attributes[name] = value;
        },
      }),
      head: {
        append: (el: Element) => {
          elements.push(el);
          appended.push(`${el.src}${'async' in el.attributes ? ' async' : ''}`);
        },
      },
    };
    class FakeObserver {
      state: (typeof observed)[number];
      constructor(cb: (list: { getEntries: () => Entry[] }, o: FakeObserver) => void) {
        this.state = {
          report: (entries) => cb({ getEntries: () => entries }, this),
          disconnected: false,
        };
        observed.push(this.state);
      }
      observe(options: { type: string }) {
        this.state.type = options.type;
      }
      disconnect() {
        this.state.disconnected = true;
      }
    }
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'addEventListener',
      'PerformanceObserver',
      'MessageChannel',
      'fetch',
      'self',
      scriptLoader(['/a.js', '/b.js'], flight),
    )(
      document,
      (cb: () => void) => frames.push(cb),
      (cb: () => void, ms?: number) => timers.push({ cb, ms }),
      (_type: string, cb: () => void) => listeners.push(cb),
      observer ? FakeObserver : undefined,
      channel ? FakeChannel : undefined,
      fetchStub,
      self,
    );
    return { appended, elements, frames, timers, listeners, observed, drain, fetches, self };
  }
  const loaded = ['/a.js async', '/b.js async'];

  it('waits for the first contentful paint to be reported, then loads one script per task', () => {
    const { appended, observed, drain } = run('visible');
    expect(observed[0]!.type).toBe('paint');
    observed[0]!.report([{ name: 'first-paint' }]);
    expect(observed[0]!.disconnected).toBe(false);
    expect(drain()).toBe(0);
    expect(appended).toEqual([]);
    observed[0]!.report([{ name: 'first-contentful-paint' }]);
    expect(observed[0]!.disconnected).toBe(true);
    expect(appended).toEqual([]);
    expect(drain()).toBe(2);
    expect(appended).toEqual(loaded);
  });

  it('loads at once in a hidden tab, once if hidden before the paint, and after 4 s at the latest', () => {
    const hidden = run('hidden');
    hidden.drain();
    expect(hidden.appended).toEqual(loaded);
    const hiddenLater = run('visible');
    hiddenLater.listeners[0]!();
    hiddenLater.observed[0]!.report([{ name: 'first-contentful-paint' }]);
    for (const timer of hiddenLater.timers) timer.cb();
    hiddenLater.drain();
    expect(hiddenLater.appended).toEqual(loaded);
    const noPaint = run('visible');
    noPaint.timers.find((t) => t.ms === 4000)!.cb();
    noPaint.drain();
    expect(noPaint.appended).toEqual(loaded);
  });

  it('falls back to a task after the first animation frame without paint timing, all at once without a message channel', () => {
    const { appended, frames, timers } = run('visible', { observer: false, channel: false });
    frames[0]!();
    expect(appended).toEqual([]);
    timers.find((t) => t.ms === undefined)!.cb();
    expect(appended).toEqual(loaded);
  });

  it("with React's payload: fetched first and pushed in order, the chunks after it; one retry, then nothing", async () => {
    const flight = '/venue?__flight=abc';
    const ok = run('visible', { flight });
    ok.observed[0]!.report([{ name: 'first-contentful-paint' }]);
    expect(ok.fetches.map((f) => f.url)).toEqual([flight]);
    expect(ok.drain()).toBe(0);
    await ok.fetches[0]!.answer([[0], [1, 'a']]);
    expect(ok.self.__next_f).toEqual([[0], [1, 'a']]);
    expect(ok.drain()).toBe(2);
    expect(ok.appended).toEqual(loaded);

    const flaky = run('visible', { flight });
    flaky.observed[0]!.report([{ name: 'first-contentful-paint' }]);
    await flaky.fetches[0]!.answer(null);
    expect(flaky.appended).toEqual([]);
    flaky.timers.find((t) => t.ms === 1000)!.cb();
    expect(flaky.fetches).toHaveLength(2);
    await flaky.fetches[1]!.answer(null);
    // The second failure schedules nothing: the page stays as the server drew it.
    expect(flaky.timers.filter((t) => t.ms === 1000)).toHaveLength(1);
    expect(flaky.drain()).toBe(0);
    expect(flaky.appended).toEqual([]);
  });
});
