/**
 * Hit areas of a page's controls, measured the way a finger meets them: the largest rectangle around
 * each control where `document.elementFromPoint` lands on it (or on its label, for a field), not its
 * box: a round control's corners are no hit, a stretched link's whole card is, and so is a control's
 * area grown beyond its box (the `tap-target` utility, app/globals.css). Runs in the page
 * (page.evaluate), so it is self-contained.
 */

import { expect, type Page } from '@playwright/test';
import { burgerMenu, hydrated, languageSwitcher } from './helpers';

/** The thumb's minimum at 390 px (issue 43 item 4; docs/product.md §2 "Thumbs"). */
export const THUMB = 44;

/**
 * Every control of the open page (at 390 px, loaded) whose hit area is under THUMB × THUMB, as
 * `<path>: <control> <w> × <h>`: once hydrated (the hero's buttons come then), as it is, with the
 * burger menu open and with the language switcher open. Pictures are not fetched meanwhile: their
 * boxes come from their attributes, and encoding each one the first time it is asked for (the
 * measure scrolls to every control) made a walk five times slower on a cold server.
 */
export async function hitAreaProblems(page: Page, path: string): Promise<string[]> {
  const pictures = (url: URL) => url.pathname === '/_next/image';
  await page.route(pictures, (route) => route.abort());
  try {
    await hydrated(page);
    if (await page.locator('[data-hero]').count())
      await expect(page.locator('[data-hero-pause]')).toBeVisible();
    const problems: string[] = [];
    const measure = async (scope: string | null) => {
      for (const area of await page.evaluate(measureHitAreas, { scope, minimum: THUMB }))
        if (area.width < THUMB || area.height < THUMB)
          problems.push(`${path}: ${area.control} ${area.width} × ${area.height}`);
    };
    await measure(null);
    // The 404 page has no header.
    if ((await burgerMenu(page).count()) === 0) return problems;
    await burgerMenu(page).click();
    await measure('details[data-mobile-menu]');
    await page.keyboard.press('Escape');
    await languageSwitcher(page).click();
    await measure('details[data-language-menu][open]');
    await page.keyboard.press('Escape');
    return problems;
  } finally {
    await page.unroute(pictures);
  }
}

/** A control and the hit area a tap finds round it: `width` × `height`, in CSS px. */
export type HitArea = { control: string; width: number; height: number };

/**
 * Every visible control inside `scope` (a selector; the body when null): links, buttons, disclosure
 * summaries and form fields, leaving out links inside a sentence (WCAG 2.5.8's inline exception) and
 * what is out of reach (inert, hidden, visually hidden). Scrolls each into view, nested scrolling
 * rows too, to hit-test it. A hit area is measured up to `minimum` where it is not a rectangle.
 */
export function measureHitAreas({
  scope,
  minimum,
}: {
  scope: string | null;
  minimum: number;
}): HitArea[] {
  const CONTROLS =
    'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"]';
  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) throw new Error(`no ${scope} on the page`);

  // A link in a sentence: inline, with words beside it in the same run of text (WCAG 2.5.8's inline
  // exception), not merely in the same box as other blocks of text.
  const blockOf = (element: Element | null) => {
    while (element && getComputedStyle(element).display.startsWith('inline'))
      element = element.parentElement;
    return element;
  };
  const inSentence = (link: Element) => {
    if (!link.matches('a') || !getComputedStyle(link).display.startsWith('inline')) return false;
    const block = blockOf(link.parentElement);
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (
        !link.contains(node) &&
        /[\p{L}\p{N}]/u.test(node.textContent ?? '') &&
        blockOf(node.parentElement) === block
      )
        return true;
    return false;
  };
  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ||
      (element.textContent ?? '').replace(/\s+/g, ' ').trim() ||
      element.getAttribute('title') ||
      element.querySelector('img[alt]')?.getAttribute('alt') ||
      (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
      element.getAttribute('name') ||
      element.getAttribute('value') ||
      '';
    const link = element.getAttribute('href');
    return `${element.localName}${element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''} "${name.slice(0, 60)}"${link ? ` → ${link}` : ''}`;
  };

  const results: HitArea[] = [];
  for (const control of root.querySelectorAll(CONTROLS)) {
    if (!control.checkVisibility({ visibilityProperty: true })) continue;
    if (control.closest('[inert], [aria-hidden="true"]')) continue;
    if (inSentence(control)) continue;
    // Visually hidden (a skip link until focused): not a pointer target.
    if (getComputedStyle(control).clipPath.startsWith('inset(50%')) continue;
    const targets: Element[] = [control];
    if (control instanceof HTMLInputElement) targets.push(...(control.labels ?? []));
    control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });

    // Where to look: the control's boxes, its stretched pseudo-element's containing block, 16 px round.
    const boxes = targets.map((target) => target.getBoundingClientRect());
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(control, pseudo);
      if (style.content === 'none' || style.position !== 'absolute') continue;
      const holder =
        getComputedStyle(control).position === 'static'
          ? (control as HTMLElement).offsetParent
          : control;
      if (holder) boxes.push(holder.getBoundingClientRect());
    }
    const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));
    const left = clamp(Math.min(...boxes.map((box) => box.left)) - 16, innerWidth - 1);
    const right = clamp(Math.max(...boxes.map((box) => box.right)) + 16, innerWidth - 1);
    const top = clamp(Math.min(...boxes.map((box) => box.top)) - 16, innerHeight - 1);
    const bottom = clamp(Math.max(...boxes.map((box) => box.bottom)) + 16, innerHeight - 1);

    const hits = (x: number, y: number) => {
      if (x < left || x > right || y < top || y > bottom) return false;
      const found = document.elementFromPoint(x, y);
      return !!found && targets.some((target) => target === found || target.contains(found));
    };

    // A point that hits: the centre of a box, else the first of a 4 px grid over the boxes.
    let seed: [number, number] | null = null;
    for (const box of boxes.slice(0, targets.length)) {
      const centre: [number, number] = [box.left + box.width / 2, box.top + box.height / 2];
      if (hits(...centre)) {
        seed = centre;
        break;
      }
    }
    for (let y = top; !seed && y <= bottom; y += 4)
      for (let x = left; !seed && x <= right; x += 4) if (hits(x, y)) seed = [x, y];

    let width = 0;
    let height = 0;
    if (seed) {
      // How far the hits reach from the seed in one direction: doubling steps, then halving (1 px).
      const reach = (dx: number, dy: number) => {
        let inside = 0;
        let step = 1;
        while (hits(seed![0] + dx * (inside + step), seed![1] + dy * (inside + step))) {
          inside += step;
          step *= 2;
        }
        for (step = Math.floor(step / 2); step >= 1; step = Math.floor(step / 2))
          if (hits(seed![0] + dx * (inside + step), seed![1] + dy * (inside + step)))
            inside += step;
        return inside;
      };
      const l = seed[0] - reach(-1, 0);
      const r = seed[0] + reach(1, 0);
      const t = seed[1] - reach(0, -1);
      const b = seed[1] + reach(0, 1);
      width = r - l + 1;
      height = b - t + 1;
      // A minimum × minimum square of hits within that span, round the seed (4 px grid); else the
      // largest square of hits there is (2 px grid): what a round or partly covered control offers.
      const side = Math.min(minimum, width, height);
      const x0 = Math.min(Math.max(seed[0] - side / 2, l), r - side + 1);
      const y0 = Math.min(Math.max(seed[1] - side / 2, t), b - side + 1);
      const grid = (from: number) => {
        const points = [];
        for (let at = 0; at < side - 1; at += 4) points.push(from + at);
        points.push(from + side - 1);
        return points;
      };
      const square = grid(x0).every((x) => grid(y0).every((y) => hits(x, y)));
      if (!square) {
        const step = 2;
        const columns = Math.floor((right - left) / step) + 1;
        let previous = new Array<number>(columns).fill(0);
        let best = 0;
        for (let y = top; y <= bottom; y += step) {
          const row = new Array<number>(columns).fill(0);
          for (let i = 0; i < columns; i += 1) {
            if (!hits(left + i * step, y)) continue;
            row[i] = 1 + Math.min(previous[i]!, previous[i - 1] ?? 0, row[i - 1] ?? 0);
            best = Math.max(best, row[i]!);
          }
          previous = row;
        }
        width = height = best * step;
      }
    }
    results.push({
      control: describe(control),
      width: Math.round(width),
      height: Math.round(height),
    });
  }
  return results;
}
