// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TAPS_KEY, replayTaps, tapRecorder } from './taps';

// What a page's own listener (React's, once it listens) sees of each click.
let seen: string[] = [];
const listener = (event: Event) => seen.push((event.target as Element).id);

beforeEach(() => {
  seen = [];
  document.body.innerHTML = `
    <button id="tab" type="button">Tab</button>
    <button id="plus" type="button"><span id="plus-icon">+</span></button>
    <button id="off" type="button" disabled>Off</button>
    <button id="popover" type="button" popovertarget="x">Popover</button>
    <form onsubmit="return false"><button id="send">Send</button><button id="reset" type="reset">Reset</button></form>
    <details><summary id="burger">Menu</summary></details>
    <a id="link" href="#top">Link</a>`;
  new Function(tapRecorder)();
  document.addEventListener('click', listener);
});

afterEach(() => {
  (window as unknown as Record<string, { stop: () => void } | undefined>)[TAPS_KEY]?.stop();
  document.removeEventListener('click', listener);
});

const click = (id: string) => document.getElementById(id)!.click();
const kept = () =>
  (window as unknown as Record<string, { buttons: Element[] } | undefined>)[TAPS_KEY]?.buttons.map(
    (button) => button.id,
  );

describe('tapRecorder (the head script)', () => {
  it('holds back a tap on a script-only button, inner icon or not, and keeps it in order', () => {
    click('plus-icon');
    click('tab');
    click('plus');
    expect(seen).toEqual([]);
    expect(kept()).toEqual(['plus', 'tab', 'plus']);
  });

  it('leaves to the browser what works without scripts: submit, reset, summary, links, popovers', () => {
    for (const id of ['send', 'reset', 'burger', 'link', 'popover', 'off']) click(id);
    // A disabled button gets no click event at all; the others reach the page.
    expect(seen).toEqual(['send', 'reset', 'burger', 'link', 'popover']);
    expect(kept()).toEqual([]);
  });
});

describe('replayTaps (once hydrated)', () => {
  it('taps the kept buttons again in order, one per task, and keeps no more', async () => {
    click('tab');
    click('plus');
    click('plus');
    // Between two replayed taps the page gets to run what the first one scheduled (a re-render).
    const order: string[] = [];
    document.addEventListener('click', (event) => {
      const id = (event.target as Element).id;
      order.push(id);
      queueMicrotask(() => order.push(`after ${id}`));
    });
    await replayTaps();
    expect(seen).toEqual(['tab', 'plus', 'plus']);
    expect(order).toEqual(['tab', 'after tab', 'plus', 'after plus', 'plus', 'after plus']);
    expect(kept()).toBeUndefined();
    click('tab');
    expect(seen).toEqual(['tab', 'plus', 'plus', 'tab']);
  });

  it('skips a button that is gone or disabled by then', async () => {
    click('tab');
    click('plus');
    document.getElementById('tab')!.remove();
    (document.getElementById('plus') as HTMLButtonElement).disabled = true;
    await replayTaps();
    expect(seen).toEqual([]);
  });

  it('does nothing on a page without the head script', async () => {
    (window as unknown as Record<string, { stop: () => void } | undefined>)[TAPS_KEY]?.stop();
    delete (window as unknown as Record<string, unknown>)[TAPS_KEY];
    await expect(replayTaps()).resolves.toBeUndefined();
  });
});
