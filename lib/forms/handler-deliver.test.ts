import { describe, expect, it, vi } from 'vitest';
import type { PostOutcome } from '@/lib/provider/forms';
import { type FormHandlerDeps } from './handler';
import { createMemoryIdempotencyStore, IDEMPOTENCY_TTL_MS } from './idempotency';
import { newsletter, request, russianContact, setup } from '@/test/form-handler';

describe('form route handler: delivery', () => {
  it('maps the provider answers: field errors, rate limit, failure, timeout', async () => {
    const cases: [PostOutcome, number, unknown][] = [
      [
        { status: 'invalid', errors: { email: 'Enter a valid e-mail address.' } },
        400,
        { errors: { email: 'Lütfen bu alanı kontrol edin.' } },
      ],
      [
        { status: 'invalid', errors: { propertyId: 'propertyId must be 4.' } },
        502,
        { message: 'Bir şeyler yanlış gitti.' },
      ],
      [
        { status: 'rate-limited' },
        429,
        { message: 'Çok fazla istek gönderildi. Lütfen bir dakika bekleyip tekrar deneyin.' },
      ],
      [
        { status: 'failed', detail: 'provider answered 500' },
        502,
        { message: 'Bir şeyler yanlış gitti.' },
      ],
      [
        { status: 'timeout' },
        504,
        {
          message:
            'Yanıt çok uzun sürdü, ancak isteğiniz yine de bize ulaşmış olabilir. Güvenle tekrar gönderebilirsiniz: iki kez ulaşmaz.',
        },
      ],
    ];
    for (const [outcome, status, body] of cases) {
      const { handle, log } = setup({}, outcome);
      const response = await handle(request(newsletter), 'newsletter');
      expect(response.status, outcome.status).toBe(status);
      expect(await response.json()).toEqual(body);
      expect(log).toHaveBeenCalledTimes(1);
      // The log names the form and the failure, never what the visitor typed.
      expect(String(log.mock.calls[0]![0])).not.toContain('sukru');
    }
  });

  it('gives the provider at most the time left of the overall budget', async () => {
    let time = 0;
    const slowCaptcha = vi.fn<FormHandlerDeps['captcha']['verify']>(async () => {
      time += 4000;
      return { ok: true, score: 1 };
    });
    const { handle, post } = setup({
      now: () => time,
      providerTimeoutMs: 30_000,
      captcha: { secret: 's', minScore: 0.5, verify: slowCaptcha },
    });
    await handle(request({ ...newsletter, recaptchaToken: 't' }), 'newsletter');
    expect(post.mock.calls[0]![1].deadlineMs).toBe(3000);
    const fresh = setup({ providerTimeoutMs: 30_000 });
    await fresh.handle(request(newsletter), 'newsletter');
    expect(fresh.post.mock.calls[0]![1].deadlineMs).toBe(5000);
  });

  describe('Idempotency-Key', () => {
    const key = '3f1c2a9e-8d4b-4e7a-b5c6-0d1e2f3a4b5c';
    const keyed = (body: unknown = newsletter, value = key) =>
      request(body, { 'idempotency-key': value });

    it('forwards the key to the provider; without one, posts as before', async () => {
      const { handle, post } = setup();
      await handle(keyed(), 'newsletter');
      expect(post.mock.calls[0]![1].idempotencyKey).toBe(key);
      await handle(request(newsletter), 'newsletter');
      await handle(request(newsletter), 'newsletter');
      expect(post).toHaveBeenCalledTimes(3);
      expect(post.mock.calls[1]![1]).not.toHaveProperty('idempotencyKey');
    });

    it('answers a retry of an accepted post at once, without posting again', async () => {
      const { handle, post } = setup();
      expect((await handle(keyed(), 'newsletter')).status).toBe(200);
      const retry = await handle(keyed(), 'newsletter');
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual({ ok: true });
      expect(post).toHaveBeenCalledTimes(1);
      // Keys are scoped per form.
      await handle(keyed(russianContact), 'contact');
      expect(post).toHaveBeenCalledTimes(2);
    });

    it('joins a post under way instead of posting twice', async () => {
      let release!: (outcome: PostOutcome) => void;
      const post = vi.fn<FormHandlerDeps['post']>(
        () => new Promise<PostOutcome>((resolve) => (release = resolve)),
      );
      const { handle } = setup({ post });
      const first = handle(keyed(), 'newsletter');
      const second = handle(keyed({ ...newsletter, locale: 'tr' }), 'newsletter');
      await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      release({ status: 'accepted' });
      const answers = await Promise.all([first, second]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(post).toHaveBeenCalledTimes(1);
    });

    it('remembers only acceptance: after a timeout the retry posts again with the same key', async () => {
      const post = vi
        .fn<FormHandlerDeps['post']>()
        .mockResolvedValueOnce({ status: 'timeout' })
        .mockResolvedValueOnce({ status: 'failed', detail: 'provider answered 500' })
        .mockResolvedValue({ status: 'accepted' });
      const { handle } = setup({ post });
      const timedOut = await handle(keyed(), 'newsletter');
      expect(timedOut.status).toBe(504);
      expect((await timedOut.json()).message).toMatch(/tekrar gönderebilirsiniz/);
      expect((await handle(keyed(), 'newsletter')).status).toBe(502);
      expect((await handle(keyed(), 'newsletter')).status).toBe(200);
      expect((await handle(keyed(), 'newsletter')).status).toBe(200);
      expect(post).toHaveBeenCalledTimes(3);
      expect(post.mock.calls.map((call) => call[1].idempotencyKey)).toEqual([key, key, key]);
    });

    it('refuses a malformed key (400, localised) and a key reused for other data (422)', async () => {
      const { handle, post } = setup();
      for (const bad of ['short', 'x'.repeat(101), 'has space-1234', 'semi;colon1234']) {
        const response = await handle(keyed(newsletter, bad), 'newsletter');
        expect(response.status, bad).toBe(400);
        expect(await response.json()).toEqual({
          message: 'İsteğin Idempotency-Key başlığı geçerli değil.',
        });
      }
      expect(post).not.toHaveBeenCalled();
      await handle(keyed(), 'newsletter');
      const reused = await handle(
        keyed({ ...newsletter, email: 'other@example.com' }),
        'newsletter',
      );
      expect(reused.status).toBe(422);
      expect(await reused.json()).toEqual({
        message: 'Bu Idempotency-Key başka bir istek için zaten kullanıldı.',
      });
      expect(post).toHaveBeenCalledTimes(1);
    });

    it('still posts when the store fails (the provider dedupes)', async () => {
      const broken = {
        get: vi.fn(async () => {
          throw new Error('store down');
        }),
        set: vi.fn(async () => {
          throw new Error('store down');
        }),
      };
      const { handle, post, log } = setup({ idempotency: broken });
      expect((await handle(keyed(), 'newsletter')).status).toBe(200);
      expect(post).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalled();
    });
  });
});

describe('the in-memory idempotency store', () => {
  const accepted = { outcome: 'accepted' as const, fingerprint: 'f' };

  it('forgets entries after their time to live', async () => {
    let time = 0;
    const store = createMemoryIdempotencyStore({ now: () => time });
    await store.set('newsletter:k', accepted, IDEMPOTENCY_TTL_MS);
    time = IDEMPOTENCY_TTL_MS - 1;
    expect(await store.get('newsletter:k')).toEqual(accepted);
    time = IDEMPOTENCY_TTL_MS;
    expect(await store.get('newsletter:k')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const store = createMemoryIdempotencyStore({ maxEntries: 3 });
    for (const slot of ['a', 'b', 'c', 'd']) await store.set(slot, accepted, 1000);
    expect(store.size()).toBe(3);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('d')).toEqual(accepted);
  });
});
