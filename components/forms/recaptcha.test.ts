// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  return import('./recaptcha');
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.grecaptcha;
});

describe('reCAPTCHA loader', () => {
  it('loads nothing and gives no token without a site key', async () => {
    const { preloadRecaptcha, recaptchaToken } = await fresh();
    expect(preloadRecaptcha(undefined)).toBeNull();
    expect(await recaptchaToken(undefined, 'contact')).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('adds the English v3 script once, then asks a token per action', async () => {
    const { preloadRecaptcha, recaptchaToken } = await fresh();
    const pending = preloadRecaptcha('site-key');
    preloadRecaptcha('site-key');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key&hl=en');
    const execute = vi.fn(
      async (_key: string, { action }: { action: string }) => `token-${action}`,
    );
    window.grecaptcha = { ready: (callback) => callback(), execute };
    scripts[0]!.dispatchEvent(new Event('load'));
    await pending;
    expect(await recaptchaToken('site-key', 'proposal')).toBe('token-proposal');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'proposal' });
  });

  it('lets the form send without a token when the script cannot load, and tries again later', async () => {
    const { preloadRecaptcha, recaptchaToken } = await fresh();
    const token = recaptchaToken('site-key', 'newsletter');
    document.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(await token).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    preloadRecaptcha('site-key');
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
