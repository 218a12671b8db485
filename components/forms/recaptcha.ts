/**
 * reCAPTCHA v3 in the browser, only when NEXT_PUBLIC_RECAPTCHA_SITE_KEY is set: the script (English,
 * SPEC §1) is loaded on the first interaction with a form, never on page load, and a token is asked
 * for each submit with the form's name as action.
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

const siteKey = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
let loading: Promise<Grecaptcha> | null = null;

/** Starts loading the script (once); a no-op without a site key. */
export function preloadRecaptcha(): Promise<Grecaptcha> | null {
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
  return loading;
}

/** A token for this submit, or undefined (no site key, or the script could not load: the server decides). */
export async function recaptchaToken(action: string): Promise<string | undefined> {
  const ready = preloadRecaptcha();
  if (!ready || !siteKey) return undefined;
  try {
    const grecaptcha = await ready;
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return undefined;
  }
}
