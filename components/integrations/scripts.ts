/** Runs `task` at the browser's next idle moment (at most `timeout` ms away); returns a cancel. */
export function onIdle(task: () => void, timeout: number): () => void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/** Runs `task` once the page has loaded and the browser is idle: third parties never compete with hydration. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancelIdle = () => {};
  const run = () => {
    cancelIdle = onIdle(task, timeout);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
    cancelIdle();
  };
}

const pending = new Map<string, Promise<void>>();

/** Adds a script (once per url) and resolves when it has run. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => {
      pending.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    });
    document.head.appendChild(script);
  });
  pending.set(src, promise);
  return promise;
}

/** Adds a stylesheet (once per url) and resolves when it applies, or fails to. */
export function loadStyle(href: string): Promise<void> {
  const existing = pending.get(href);
  if (existing) return existing;
  const promise = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.appendChild(link);
  });
  pending.set(href, promise);
  return promise;
}
