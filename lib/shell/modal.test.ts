// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inertOutside, keepTabWithin } from './modal';

describe('inertOutside', () => {
  it('makes everything but the kept element and its ancestors inert, and undoes only that', () => {
    document.body.innerHTML = `
      <a id="skip" href="#main">Skip</a>
      <header><div id="row"><div id="language"></div><details id="menu"><summary>Menu</summary></details></div></header>
      <main id="main"></main>
      <div id="banner" inert></div>`;
    const undo = inertOutside(document.getElementById('menu')!);
    const inert = [...document.querySelectorAll('[inert]')].map((element) => element.id);
    expect(inert.sort()).toEqual(['banner', 'language', 'main', 'skip']);
    expect(document.querySelector('header')!.hasAttribute('inert')).toBe(false);
    undo();
    // What was inert before stays so.
    expect([...document.querySelectorAll('[inert]')].map((element) => element.id)).toEqual([
      'banner',
    ]);
  });
});

describe('keepTabWithin', () => {
  let items: HTMLElement[] = [];
  beforeEach(() => {
    document.body.innerHTML =
      '<button id="a"></button><a id="b" href="#"></a><a id="c" href="#"></a>';
    items = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);
  });
  const key = (tabKey: string, shiftKey = false) => ({
    key: tabKey,
    shiftKey,
    preventDefault: vi.fn(),
  });

  it('goes round from the last to the first and back', () => {
    const forward = key('Tab');
    keepTabWithin(forward, items, items[2]!);
    expect(document.activeElement).toBe(items[0]);
    expect(forward.preventDefault).toHaveBeenCalled();
    const backward = key('Tab', true);
    keepTabWithin(backward, items, items[0]!);
    expect(document.activeElement).toBe(items[2]);
  });

  it('leaves Tab inside the list and other keys to the browser', () => {
    const inside = key('Tab');
    keepTabWithin(inside, items, items[1]!);
    expect(inside.preventDefault).not.toHaveBeenCalled();
    const other = key('Enter');
    keepTabWithin(other, items, items[2]!);
    expect(other.preventDefault).not.toHaveBeenCalled();
  });
});
