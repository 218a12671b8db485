import { describe, expect, it, vi } from 'vitest';
import tr from '@/messages/tr.json';
import type { ProviderPost } from '@/lib/provider/forms';
import { type FormHandlerDeps } from './handler';
import { BODY_LIMIT_BYTES } from './parse';
import { createRateLimiter } from './rate-limit';
import { newsletter, request, russianContact, setup } from '@/test/form-handler';

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
        email: 'Geçerli bir e-posta adresi girin.',
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
});
