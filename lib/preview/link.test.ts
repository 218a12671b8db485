import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_TTL_MS, signPreviewLink, verifyPreviewLink } from './link';

const SECRET = 'draft-secret';
const NOW = Date.UTC(2026, 10, 25, 12);

function parts(query: string) {
  const params = new URLSearchParams(query);
  return { path: params.get('path')!, exp: params.get('exp'), sig: params.get('sig') };
}

describe('signed preview links', () => {
  it('verify for their path until they expire, 48 hours by default', () => {
    const { query, expiresAt } = signPreviewLink(SECRET, '/tr/hakkimizda', { now: NOW });
    const { path, exp, sig } = parts(query);
    expect(expiresAt.getTime()).toBe(NOW + PREVIEW_LINK_TTL_MS);
    expect(query).not.toContain(SECRET);
    expect(verifyPreviewLink(SECRET, path, exp, sig, NOW)).toBe('ok');
    expect(verifyPreviewLink(SECRET, path, exp, sig, NOW + PREVIEW_LINK_TTL_MS - 1000)).toBe('ok');
    expect(verifyPreviewLink(SECRET, path, exp, sig, NOW + PREVIEW_LINK_TTL_MS)).toBe('expired');
  });

  it('are invalid with another path, expiry, signature or secret', () => {
    const { path, exp, sig } = parts(signPreviewLink(SECRET, '/tr/hakkimizda', { now: NOW }).query);
    expect(verifyPreviewLink(SECRET, '/tr/bize-ulasin', exp, sig, NOW)).toBe('invalid');
    expect(verifyPreviewLink(SECRET, path, String(Number(exp) + 3600), sig, NOW)).toBe('invalid');
    const flipped = `${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyPreviewLink(SECRET, path, exp, flipped, NOW)).toBe('invalid');
    expect(verifyPreviewLink('other-secret', path, exp, sig, NOW)).toBe('invalid');
    expect(verifyPreviewLink(SECRET, path, null, sig, NOW)).toBe('invalid');
    expect(verifyPreviewLink(SECRET, path, 'soon', sig, NOW)).toBe('invalid');
    expect(verifyPreviewLink(SECRET, path, exp, null, NOW)).toBe('invalid');
  });
});
