import { describe, expect, it } from 'vitest';
import {
  draftSubject,
  draftVerdict,
  extendGrant,
  readGrant,
  signGrant,
  withoutDraftCookies,
  hasDraftCookies,
  type GrantEntry,
} from './grant';
import { eventHref } from '@/lib/i18n/navigation';

const SECRET = 'draft-secret';
const NOW = Date.UTC(2026, 10, 26, 12);
const inAnHour = NOW / 1000 + 3600;

const cookies = (values: Record<string, string>) => (name: string) => values[name];

describe('draft grants', () => {
  it('cover the paths they name, their social images and calendar files, until they expire', () => {
    const grant = signGrant(SECRET, [
      ['/tr/hakkimizda', inAnHour],
      ['/events-concerts/gala', inAnHour],
    ]);
    const verdict = (path: string, now = NOW) =>
      draftVerdict(
        cookies({ __prerender_bypass: 'id', preview_grant: grant }),
        [path],
        SECRET,
        now,
      );
    expect(verdict('/tr/hakkimizda')).toBe('granted');
    expect(verdict('/tr/hakkimizda/')).toBe('granted');
    expect(verdict('/og/tr/hakkimizda.png')).toBe('granted');
    expect(verdict('/api/events/en/gala/ics')).toBe('granted');
    expect(verdict('/about-us')).toBe('outside');
    expect(verdict('/api/events/de/gala/ics')).toBe('outside');
    expect(verdict('/tr/hakkimizda', (inAnHour + 1) * 1000)).toBe('invalid');
  });

  it('are invalid when forged, tampered, or signed with an earlier secret; no cookie, no draft', () => {
    const entries: GrantEntry[] = [['/about-us', inAnHour]];
    const grant = signGrant(SECRET, entries);
    const verdict = (values: Record<string, string>, secret = SECRET) =>
      draftVerdict(cookies(values), ['/about-us'], secret, NOW);
    expect(verdict({})).toBe('none');
    // Next's cookie alone is the build's preview id, the same for everyone: not enough.
    expect(verdict({ __prerender_bypass: 'id' })).toBe('invalid');
    expect(verdict({ __prerender_bypass: 'id', preview_grant: grant }, 'rotated')).toBe('invalid');
    const [payload, sig] = grant.split('.');
    const widened = Buffer.from(JSON.stringify([['/', inAnHour]])).toString('base64url');
    expect(verdict({ preview_grant: `${widened}.${sig}` })).toBe('invalid');
    expect(verdict({ preview_grant: `${payload}.${sig}x` })).toBe('invalid');
    expect(verdict({ preview_grant: 'garbage' })).toBe('invalid');
    expect(readGrant(SECRET, grant, NOW)).toEqual(entries);
  });

  it('grow with each link opened, newest kept, and forget what expired', () => {
    const earlier = readGrant(
      SECRET,
      signGrant(SECRET, [
        ['/a', inAnHour],
        ['/b', NOW / 1000 - 1],
      ]),
      NOW,
    );
    expect(extendGrant(earlier, ['/c', '/a'], inAnHour + 60)).toEqual([
      ['/c', inAnHour + 60],
      ['/a', inAnHour + 60],
    ]);
    const many = extendGrant(
      null,
      Array.from({ length: 20 }, (_, i) => `/p${i}`),
      inAnHour,
    );
    expect(many).toHaveLength(12);
    expect(many.at(-1)).toEqual(['/p19', inAnHour]);
  });

  it('map a request to the page its drafts belong to, and drop draft cookies from a header', () => {
    expect(draftSubject('/og/index.png')).toBe('/');
    expect(draftSubject('/api/events/tr/gala/ics')).toBe(eventHref('tr', 'gala'));
    expect(draftSubject('/about-us')).toBe('/about-us');
    expect(withoutDraftCookies('a=1; __prerender_bypass=x; preview_grant=y; b=2')).toBe('a=1; b=2');
    // One list, one parser: what the page cache stays out of (lib/cache/page-cache.ts).
    expect(hasDraftCookies('a=1; preview_grant=y')).toBe(true);
    expect(hasDraftCookies('__prerender_bypass=')).toBe(true);
    expect(hasDraftCookies('a=1; x__prerender_bypass=1; __next_preview_data=z')).toBe(false);
  });
});
