/**
 * reCAPTCHA v3 in the browser, only when a site key is configured (NEXT_PUBLIC_RECAPTCHA_SITE_KEY,
 * read on the server at run time and handed to the forms as a prop): the script (English,
 * docs/product.md §1) loads on the first interaction with a form, never on page load, and each
 * submit asks for a token with the form's name as action.
 */
type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Starts loading the script (once); a no-op without a site key. */
export function preloadRecaptcha(siteKey: string | undefined): Promise<Grecaptcha> | null {
  if (!siteKey || typeof document === 'undefined') return null;
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=en`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  loading.catch(() => undefined);
  return loading;
}

/** A token for this submit, or undefined (no site key, or the script failed: the server decides). */
export async function recaptchaToken(
  siteKey: string | undefined,
  action: string,
): Promise<string | undefined> {
  const ready = preloadRecaptcha(siteKey);
  if (!ready || !siteKey) return undefined;
  try {
    const grecaptcha = await ready;
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return undefined;
  }
}
