/**
 * No dead tap: a tap on a control that needs JavaScript, made before the page has hydrated (its
 * scripts load after the first paint: lib/html/defer-scripts.ts), is acted on once it has.
 *
 * Links, forms' submit buttons and disclosures (`<details>`: the burger menu, the language switcher)
 * work natively and are left alone. What is kept is a tap on a `type="button"` button, whose only
 * action is its script (tabs, steppers, a scroll row's arrows, a wizard's steps): the head's inline
 * script below holds each one back from the page and keeps it, in order; the app shell, once
 * hydrated (components/integrations/Lifecycle.client.tsx), taps them again, one per task so that
 * each sees the state the one before left.
 */

/** Where the head's script keeps the taps until the page has hydrated. */
export const TAPS_KEY = '__taps';

type Taps = { buttons: HTMLButtonElement[]; stop: () => void };

/**
 * The head's inline script: from the first byte of the page to hydration, a click on a script-only
 * button is stopped before any listener sees it (React's own, attached while it hydrates, would
 * otherwise act on it too) and kept. A button that opens a popover or runs a command natively is
 * left to the browser.
 */
export const tapRecorder =
  `(()=>{const b=[];const f=e=>{const t=e.target instanceof Element?e.target.closest('button'):null;` +
  `if(!t||t.type!=='button'||t.disabled||t.hasAttribute('popovertarget')||t.hasAttribute('commandfor'))return;` +
  `e.stopImmediatePropagation();b.push(t)};addEventListener('click',f,true);` +
  `window.${TAPS_KEY}={buttons:b,stop:()=>removeEventListener('click',f,true)}})()`;

/**
 * Once hydrated: stops keeping taps and taps the kept buttons again, those still on the page and
 * enabled: after the next frame (what the components' first effects set is drawn by then), then
 * each in a task of its own (what a tap sets is drawn before the next). Resolves after the last.
 */
export async function replayTaps(win: Window = window): Promise<void> {
  const holder = win as unknown as Record<string, Taps | undefined>;
  const taps = holder[TAPS_KEY];
  if (!taps) return;
  taps.stop();
  delete holder[TAPS_KEY];
  if (taps.buttons.length === 0) return;
  await new Promise((resolve) => win.requestAnimationFrame(resolve));
  for (const button of taps.buttons) {
    await new Promise((resolve) => win.setTimeout(resolve, 0));
    if (button.isConnected && !button.disabled) button.click();
  }
}
