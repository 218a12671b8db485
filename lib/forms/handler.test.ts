import { describe, expect, it, vi } from 'vitest';
import tr from '@/messages/tr.json';
import type { PostOutcome, ProviderPost } from '@/lib/provider/forms';
import { createFormHandler, type FormHandlerDeps } from './handler';
import { BODY_LIMIT_BYTES, formsTranslator } from './parse';
import { createMemoryIdempotencyStore, IDEMPOTENCY_TTL_MS } from './idempotency';
import { createRateLimiter } from './rate-limit';

const newsletter = {
  firstName: 'Şükrü',
  lastName: 'Yılmaz',
  email: 'sukru@example.com',
  approvedKvkk: true,
  locale: 'tr',
};

const russianContact = {
  firstName: 'Иван',
  lastName: 'Петров',
  email: 'ivan@example.ru',
  phoneNumber: '532 123 45 67',
  message: 'Здравствуйте!',
  approvedKvkk: true,
  locale: 'ru',
};

function setup(
  overrides: Partial<FormHandlerDeps> = {},
  outcome: PostOutcome = { status: 'accepted' },
) {
  const post = vi.fn<FormHandlerDeps['post']>(async () => outcome);
  const verify = vi.fn<FormHandlerDeps['captcha']['verify']>(async () => ({
    ok: true,
    score: 0.9,
  }));
  const log = vi.fn();
  const handle = createFormHandler({
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
  return { handle, post, verify, log };
}

function request(body: unknown, headers: Record<string, string> = {}) {
  return new Request('http://site.test/api/forms/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('form route handler', () => {
  it('forwards a valid newsletter with the contract payload and the visitor address', async () => {
    const { handle, post } = setup();
    const response = await handle(request(newsletter), 'newsletter');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [sent, options] = post.mock.calls[0]!;
    expect(sent).toEqual<ProviderPost>({
      path: '/v1/web/subscribe-newsletter',
      body: {
        firstName: 'Şükrü',
        lastName: 'Yılmaz',
        email: 'sukru@example.com',
        propertyId: 4,
        approvedKvkk: true,
      },
    });
    expect(options.clientIp).toBe('203.0.113.7');
    expect(options.deadlineMs).toBeLessThanOrEqual(4000);
  });

  it('answers a number that fits the shape but no numbering plan with the localised phone error', async () => {
    const { handle, post } = setup();
    const response = await handle(
      request({
        firstName: 'John',
        lastName: 'Smith',
        email: 'john@example.com',
        phoneNumber: '+1 123 456 7890',
        message: 'Hello',
        approvedKvkk: true,
        locale: 'tr',
      }),
      'contact',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { phoneNumber: tr.Forms.errors.phone },
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the contact and proposal payloads of the provider contract, locale included', async () => {
    const { handle, post } = setup();
    await handle(request(russianContact), 'contact');
    expect(post.mock.calls[0]![0]).toEqual({
      path: '/v1/web/contact',
      body: {
        firstName: 'Иван',
        lastName: 'Петров',
        email: 'ivan@example.ru',
        phoneNumber: '+905321234567',
        message: 'Здравствуйте!',
        propertyId: 4,
        approvedKvkk: true,
        locale: 'ru',
      },
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
      new Date(),
    );
    const response = await handle(
      request({
        eventType: 'concert-shows',
        guestCount: '1000+',
        preferredDate: today,
        offerTypes: ['venue', 'mapping-video'],
        contactPerson: 'Jürgen Groß',
        companyName: 'Groß & Partner GmbH',
        phoneNumber: '+49 170 1234567',
        email: 'jg@example.de',
        additionalNotes: 'Bühne für 20 Musiker',
        consent: true,
        locale: 'de',
      }),
      'proposal',
    );
    expect(response.status).toBe(200);
    expect(post.mock.calls[1]![0]).toEqual({
      path: '/v1/web/proposal-request',
      body: {
        eventType: 'concert-shows',
        guestCount: '1000+',
        preferredDate: today,
        offerTypes: ['venue', 'mapping-video'],
        contactPerson: 'Jürgen Groß',
        companyName: 'Groß & Partner GmbH',
        phoneNumber: '+491701234567',
        email: 'jg@example.de',
        additionalNotes: 'Bühne für 20 Musiker',
        consent: true,
        propertyId: 4,
        locale: 'de',
      },
    });
  });

  it('answers 400 with the first message of each field in the visitor language, sending nothing', async () => {
    const { handle, post } = setup();
    const response = await handle(
      request({
        firstName: 'John3',
        lastName: '',
        email: 'nope',
        approvedKvkk: false,
        locale: 'tr',
      }),
      'newsletter',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        firstName: 'Bu alan yalnızca harf içerebilir.',
        lastName: 'Bu alan zorunludur.',
        email: 'Geçerli bir e-posta adresi girin',
        approvedKvkk: 'Lütfen düzenli haber almayı kabul ettiğinizi onaylayın.',
      },
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('speaks English and names the locale when it is not one of ours', async () => {
    const { handle, post } = setup();
    const response = await handle(request({ ...newsletter, locale: 'fr' }), 'newsletter');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { locale: 'This language is not supported.' },
    });
    const missing = await handle(request({ ...newsletter, locale: undefined }), 'newsletter');
    expect(missing.status).toBe(400);
    expect(post).not.toHaveBeenCalled();
  });

  it('never answers 5xx to bad input', async () => {
    const { handle, post } = setup();
    const cases: [RequestInit & { headers?: Record<string, string> }, number][] = [
      [{ body: '{"firstName":' }, 400],
      [{ body: '[1,2]' }, 400],
      [{ body: 'null' }, 400],
      [{ body: '' }, 400],
      [{ body: JSON.stringify(newsletter), headers: { 'content-type': 'text/plain' } }, 415],
      [
        {
          body: JSON.stringify(newsletter),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        415,
      ],
      [{ body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }, 400],
    ];
    for (const [init, status] of cases) {
      const response = await handle(
        new Request('http://site.test/api/forms/newsletter', {
          method: 'POST',
          body: init.body,
          headers: { 'content-type': 'application/json', ...init.headers },
        }),
        'newsletter',
      );
      expect(response.status, String(init.body)).toBe(status);
      expect(typeof ((await response.json()) as { message: string }).message).toBe('string');
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses bodies over 32 KB, declared or streamed', async () => {
    const { handle, post } = setup();
    const big = JSON.stringify({ ...newsletter, firstName: 'a'.repeat(BODY_LIMIT_BYTES) });
    expect((await handle(request(big), 'newsletter')).status).toBe(413);
    const chunk = new TextEncoder().encode('x'.repeat(8 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = new Request('http://site.test/api/forms/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await handle(streamed, 'newsletter');
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10);
    expect(post).not.toHaveBeenCalled();
  });

  it('gives up a body that has not arrived within its deadline (408) and closes the connection', async () => {
    const { handle, post } = setup({ bodyTimeoutMs: 50 });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // The first bytes, then nothing more: a client trickling its body.
        controller.enqueue(new TextEncoder().encode('{"first'));
      },
    });
    const trickled = new Request('http://site.test/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await handle(trickled, 'contact');
    expect(response.status).toBe(408);
    expect(response.headers.get('connection')).toBe('close');
    expect(post).not.toHaveBeenCalled();
  });

  it('limits each client, with a localised message and Retry-After', async () => {
    const { handle, post } = setup({ limiter: createRateLimiter({ limit: 2 }) });
    for (let i = 0; i < 2; i++) {
      expect((await handle(request(newsletter), 'newsletter')).status).toBe(200);
    }
    const refused = await handle(request(newsletter), 'newsletter');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: 'Çok fazla istek gönderildi. Lütfen bir dakika bekleyip tekrar deneyin.',
    });
    const other = await handle(
      request(newsletter, { 'x-forwarded-for': '198.51.100.9' }),
      'newsletter',
    );
    expect(other.status).toBe(200);
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('checks reCAPTCHA only when a secret is set', async () => {
    const withSecret = setup({
      captcha: {
        secret: 'sec',
        minScore: 0.7,
        verify: vi.fn(async () => ({ ok: false, reason: 'low-score' }) as const),
      },
    });
    const refused = await withSecret.handle(
      request({ ...newsletter, recaptchaToken: 't' }),
      'newsletter',
    );
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('doğrulayamadık');
    expect(withSecret.post).not.toHaveBeenCalled();

    const verify = vi.fn<FormHandlerDeps['captcha']['verify']>(async () => ({
      ok: true,
      score: 0.9,
    }));
    const good = setup({ captcha: { secret: 'sec', minScore: 0.7, verify } });
    const accepted = await good.handle(
      request({ ...newsletter, recaptchaToken: 'tok' }),
      'newsletter',
    );
    expect(accepted.status).toBe(200);
    expect(verify).toHaveBeenCalledWith(
      expect.objectContaining({
        secret: 'sec',
        token: 'tok',
        action: 'newsletter',
        minScore: 0.7,
        remoteIp: '203.0.113.7',
      }),
    );

    const unavailable = setup({
      captcha: {
        secret: 'sec',
        minScore: 0.5,
        verify: vi.fn(async () => ({ ok: false, reason: 'unavailable' }) as const),
      },
    });
    expect((await unavailable.handle(request(newsletter), 'newsletter')).status).toBe(502);

    const off = setup();
    await off.handle(request(newsletter), 'newsletter');
    expect(off.verify).not.toHaveBeenCalled();
  });

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
