/**
 * What makes an open disclosure modal once the page has hydrated (the burger menu, a native
 * `<details>`: components/layout/Header.client.tsx): the rest of the page out of reach, Tab kept
 * inside.
 */

/** Makes every element of the page beside `keep` and its ancestors inert; returns the undo. */
export function inertOutside(keep: Element): () => void {
  const made: Element[] = [];
  for (let node = keep; node.parentElement && node !== node.ownerDocument.body;) {
    const parent: Element = node.parentElement;
    for (const sibling of parent.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
    node = parent;
  }
  return () => made.forEach((element) => element.removeAttribute('inert'));
}

/** Tab from the last of `items` goes to the first, Shift+Tab from the first to the last. */
export function keepTabWithin(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  items: HTMLElement[],
  active: Element | null,
): void {
  if (event.key !== 'Tab' || items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
