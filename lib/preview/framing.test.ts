import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BYPASS_COOKIE, GRANT_COOKIE, signGrant } from './grant';
import { previewFraming, previewModeIdOf } from './framing';

const CSP = "default-src 'self'; frame-ancestors 'none'";
const WORKSPACE = 'http://127.0.0.1:4000';
const SECRET = 'draft-secret';

function build(previewModeId?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'framing-'));
  const manifest = previewModeId ? { preview: { previewModeId } } : {};
  writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('previewFraming', () => {
  const hour = () => Math.floor(Date.now() / 1000) + 3600;
  const cookies = (bypass: string, paths: string[]) =>
    `${BYPASS_COOKIE}=${bypass}; ${GRANT_COOKIE}=${signGrant(
      SECRET,
      paths.map((entry) => [entry, hour()] as const),
    )}`;

  it("lets the workspace frame a page whose grant and build's bypass cookie it carries", () => {
    const framed = previewFraming(build('build-id'), [WORKSPACE], SECRET);
    expect(framed(CSP, cookies('build-id', ['/about-us']), '/about-us')).toBe(
      `default-src 'self'; frame-ancestors ${WORKSPACE}`,
    );
  });

  it("keeps frame-ancestors 'none' for another build's cookie, another path or no workspace", () => {
    expect(
      previewFraming(build('build-id'), [WORKSPACE], SECRET)(CSP, cookies('x', ['/a']), '/a'),
    ).toBeNull();
    const framed = previewFraming(build('build-id'), [WORKSPACE], SECRET);
    expect(framed(CSP, cookies('build-id', ['/about-us']), '/venue')).toBeNull();
    expect(framed(CSP, `${BYPASS_COOKIE}=build-id`, '/about-us')).toBeNull();
    expect(
      previewFraming(build('build-id'), [], SECRET)(CSP, cookies('build-id', ['/a']), '/a'),
    ).toBeNull();
  });

  it('reads the build id from the prerender manifest, null when there is none', () => {
    expect(previewModeIdOf(build('abc'))).toBe('abc');
    expect(previewModeIdOf(build())).toBeNull();
    expect(previewModeIdOf('/no/such/dir')).toBeNull();
  });
});
