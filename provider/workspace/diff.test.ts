import { describe, expect, it } from 'vitest';
import { changedFields, diffHtml, plainText, wordDiff } from './diff';

describe('plainText', () => {
  it('reads editor HTML as its words, a line per paragraph or list item', () => {
    expect(
      plainText(
        '<p>Dinner &amp; show</p><ul><li>One</li><li>Two&nbsp;more</li></ul><p>A<br>B &#8211; C</p>',
      ),
    ).toBe('Dinner & show\n• One\n• Two more\n\nA\nB – C');
    expect(plainText('No <tags> here? 3 < 4')).toBe('No <tags> here? 3 < 4');
  });
});

describe('wordDiff', () => {
  it('keeps the common words and marks what each side lacks', () => {
    expect(wordDiff('Doors open at 19:30 sharp', 'Doors open at 20:00 sharp')).toEqual([
      { op: 'same', text: 'Doors open at ' },
      { op: 'del', text: '19:30' },
      { op: 'ins', text: '20:00' },
      { op: 'same', text: ' sharp' },
    ]);
    expect(wordDiff('', 'New')).toEqual([{ op: 'ins', text: 'New' }]);
  });

  it('escapes what it shows and says when a side is empty', () => {
    expect(diffHtml('<p>a <b>x</b></p>', '')).toBe(
      '<div class="diff"><p class="was"><span class="diff-label">Before</span><del>a x</del></p>\n<p class="now"><span class="diff-label">After</span><span class="muted">(empty)</span></p></div>',
    );
    expect(diffHtml('1 < 2', '1 < 3')).toContain('1 &lt; <ins>3</ins>');
  });
});

describe('changedFields', () => {
  it('compares an event’s texts and the fields its languages share', () => {
    const before = { title: 'Gala', status: 'SCHEDULED', image: { sourceUrl: '/media/a.jpg' } };
    const after = { title: 'Gala', status: 'CANCELLED', image: { sourceUrl: '/media/b.jpg' } };
    expect(changedFields('event', before, after)).toEqual([
      { field: 'status', label: 'Status', before: 'SCHEDULED', after: 'CANCELLED' },
      { field: 'image', label: 'Image', before: '/media/a.jpg', after: '/media/b.jpg' },
    ]);
  });

  it('names the venue facts in words', () => {
    const before = { phone: '+90 1', hours: { club: { opens: '23:00', closes: '03:00' } } };
    const after = { phone: '+90 1', hours: { club: { opens: '23:30', closes: '03:00' } } };
    expect(changedFields('settings', before, after)).toEqual([
      {
        field: 'hours.club.opens',
        label: 'The Sin night club opens',
        before: '23:00',
        after: '23:30',
      },
    ]);
  });
});

describe('diffHtml on a long text', () => {
  it('shows the words around a change, not the whole text twice', () => {
    const words = Array.from({ length: 200 }, (_, index) => `w${index}`);
    const after = [...words];
    after[100] = 'CHANGED';
    const html = diffHtml(words.join(' '), after.join(' '));
    expect(html).toContain('<del>w100</del>');
    expect(html).toContain('<ins>CHANGED</ins>');
    expect(html).toContain('w88');
    expect(html).not.toContain('w50 ');
    expect(html).toContain('…');
  });
});
