// What the form handler's tests share: two valid posts and a handler with stand-in deliveries.
import { vi } from 'vitest';
import type { PostOutcome } from '@/lib/provider/forms';
import { createFormHandler, type FormHandlerDeps } from '../lib/forms/handler';
import { formsTranslator } from '../lib/forms/parse';
import { createMemoryIdempotencyStore } from '../lib/forms/idempotency';
import { createRateLimiter } from '../lib/forms/rate-limit';
export const newsletter = {
  firstName: 'Şükrü',
  lastName: 'Yılmaz',
  email: 'sukru@example.com',
  approvedKvkk: true,
  locale: 'tr',
};

export const russianContact = {
  firstName: 'Иван',
  lastName: 'Петров',
  email: 'ivan@example.ru',
  phoneNumber: '532 123 45 67',
  message: 'Здравствуйте!',
  approvedKvkk: true,
  locale: 'ru',
};

export function setup(
  overrides: Partial<FormHandlerDeps> = {},
  outcome: PostOutcome = { status: 'accepted' },
) {
  const post = vi.fn<FormHandlerDeps['post']>(async () => outcome);
  const verify = vi.fn<FormHandlerDeps['captcha']['verify']>(async () => ({
    ok: true,
    score: 0.9,
  }));
  const log = vi.fn();
  const { handle, submit } = createFormHandler({
    limiter: createRateLimiter({ limit: 100 }),
    translator: formsTranslator,
    captcha: { secret: undefined, minScore: 0.5, verify },
    providerTimeoutMs: 4000,
    post,
    idempotency: createMemoryIdempotencyStore(),
    log,
    now: Date.now,
    ...overrides,
  });
  return { handle, submit, post, verify, log };
}

export function request(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/forms/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
