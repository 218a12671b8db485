import { describe, expect, it } from 'vitest';
import { previewCsp } from './framing';

const CSP = "default-src 'self'; frame-ancestors 'none'";
const WORKSPACE = 'http://127.0.0.1:4000';

describe('previewCsp', () => {
  it('lets the workspace frame a page the proxy marked as granted', () => {
    expect(previewCsp(CSP, 'granted', [WORKSPACE])).toBe(
      `default-src 'self'; frame-ancestors ${WORKSPACE}`,
    );
  });

  it("keeps frame-ancestors 'none' without the proxy's mark or without a workspace", () => {
    for (const mark of [undefined, '', 'outside', 'invalid', ['granted'], 1]) {
      expect(previewCsp(CSP, mark, [WORKSPACE])).toBeNull();
    }
    expect(previewCsp(CSP, 'granted', [])).toBeNull();
  });
});
