/**
 * docs/product.md §2 / §9: loading bar throttle 200 ms, grows to 100 % over 5000 ms, hides 500 ms
 * after finishing.
 */
// One step every 500 ms: nprogress queues each step for its 250 ms transition, so steps never pile up.
export const PROGRESS_TIMING = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, tickMs: 500 };

/** Window event fired by error boundaries: the navigation or refresh that led there failed. */
export const NAVIGATION_FAILED = 'shell:navigation-failed';

/** What the controller drives: nprogress in the browser, a recorder in tests. */
export type ProgressBar = {
  show(): void;
  set(fraction: number): void;
  /** Completes the bar; the bar's own fade must end within `hideDelayMs`. */
  complete(): void;
  fail(): void;
  hide(): void;
};

export type Timers = {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

/** Linear growth to 100 % over the duration; held just below full until the navigation ends. */
export function progressAt(elapsedMs: number, durationMs = PROGRESS_TIMING.durationMs): number {
  return Math.min(0.99, Math.max(0, elapsedMs / durationMs));
}

type State = 'idle' | 'pending' | 'visible' | 'finishing';

export type ProgressController = {
  start(): void;
  finish(): void;
  fail(): void;
  readonly state: State;
};

/** The navigation progress state machine: idle → pending (throttle) → visible → finishing → idle. */
export function createProgress(
  bar: ProgressBar,
  timers: Timers,
  timing = PROGRESS_TIMING,
): ProgressController {
  let state: State = 'idle';
  let throttle: unknown = null;
  let ticker: unknown = null;
  let hideTimer: unknown = null;
  let shownAt = 0;

  const clearAll = () => {
    if (throttle !== null) timers.clearTimeout(throttle);
    if (ticker !== null) timers.clearInterval(ticker);
    if (hideTimer !== null) timers.clearTimeout(hideTimer);
    throttle = ticker = hideTimer = null;
  };

  const show = () => {
    throttle = null;
    state = 'visible';
    shownAt = timers.now();
    bar.show();
    ticker = timers.setInterval(
      () => bar.set(progressAt(timers.now() - shownAt, timing.durationMs)),
      timing.tickMs,
    );
  };

  const complete = () => {
    if (ticker !== null) timers.clearInterval(ticker);
    ticker = null;
    state = 'finishing';
    bar.complete();
    hideTimer = timers.setTimeout(() => {
      hideTimer = null;
      state = 'idle';
      bar.hide();
    }, timing.hideDelayMs);
  };

  return {
    get state() {
      return state;
    },
    start() {
      if (state === 'pending' || state === 'visible') return;
      if (state === 'finishing') {
        clearAll();
        bar.hide();
      }
      state = 'pending';
      throttle = timers.setTimeout(show, timing.throttleMs);
    },
    finish() {
      if (state === 'pending') {
        // Done within the throttle: the bar never appears.
        clearAll();
        state = 'idle';
      } else if (state === 'visible') {
        complete();
      }
    },
    fail() {
      if (state === 'finishing') {
        // The navigation already ended (the error boundary reports after it): turn the fading bar red.
        bar.fail();
        return;
      }
      if (state !== 'visible') {
        clearAll();
        show();
      }
      bar.fail();
      complete();
    },
  };
}

/** Whether a click on a link starts a client navigation the bar should follow. */
export function isNavigationClick(
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  link: { href: string; target: string; download: boolean; optOut: boolean },
  current: string,
): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  if (link.optOut || link.download || (link.target && link.target !== '_self')) return false;
  let target: URL;
  let here: URL;
  try {
    here = new URL(current);
    target = new URL(link.href, here);
  } catch {
    return false;
  }
  if (target.origin !== here.origin || !/^https?:$/.test(target.protocol)) return false;
  // Same page (or only the hash differs): no navigation to wait for.
  return target.pathname !== here.pathname || target.search !== here.search;
}
