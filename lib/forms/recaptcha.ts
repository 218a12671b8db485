/**
 * reCAPTCHA v3 on the server: the token of the browser is checked with Google's siteverify when
 * RECAPTCHA_SECRET_KEY is set; a score under RECAPTCHA_MIN_SCORE, another action or a failed check
 * refuses the post. Without the secret nothing is checked and nothing leaves the machine.
 */
export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export type CaptchaVerdict =
  | { ok: true; score?: number }
  | { ok: false; reason: 'missing' | 'rejected' | 'low-score' | 'wrong-action' | 'unavailable' };

type SiteVerifyAnswer = {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
};

export async function verifyRecaptcha({
  secret,
  token,
  action,
  minScore,
  remoteIp,
  timeoutMs = 3000,
  fetchImpl = fetch,
}: {
  secret: string;
  token: string | undefined;
  action: string;
  minScore: number;
  remoteIp?: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): Promise<CaptchaVerdict> {
  if (!token) return { ok: false, reason: 'missing' };
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  let answer: SiteVerifyAnswer;
  try {
    const response = await fetchImpl(SITEVERIFY_URL, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    answer = (await response.json()) as SiteVerifyAnswer;
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  if (answer.success !== true) return { ok: false, reason: 'rejected' };
  if (answer.action !== undefined && answer.action !== action) {
    return { ok: false, reason: 'wrong-action' };
  }
  const score = typeof answer.score === 'number' ? answer.score : 0;
  if (score < minScore) return { ok: false, reason: 'low-score' };
  return { ok: true, score };
}
