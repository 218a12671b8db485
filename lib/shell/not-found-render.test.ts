import { afterEach, describe, expect, it, vi } from 'vitest';
import { isErrorShell, isNotFoundRender } from './not-found-render';

describe('not-found render', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("accepts only the server's own key", () => {
    vi.stubEnv('NOT_FOUND_RENDER_KEY', 'k3y');
    expect(isNotFoundRender('k3y')).toBe(true);
    expect(isNotFoundRender('guess')).toBe(false);
    expect(isNotFoundRender(null)).toBe(false);
  });

  it('accepts nothing when the server has set no key (dev server, tests)', () => {
    vi.stubEnv('NOT_FOUND_RENDER_KEY', '');
    expect(isNotFoundRender('')).toBe(false);
    expect(isNotFoundRender(undefined)).toBe(false);
  });

  it("recognises Next's error shell and nothing else", () => {
    expect(isErrorShell('<!DOCTYPE html><html id="__next_error__"><head>')).toBe(true);
    expect(isErrorShell('<!DOCTYPE html><html lang="en"><head>')).toBe(false);
    expect(isErrorShell('<p>id="__next_error__"</p>')).toBe(false);
  });
});
