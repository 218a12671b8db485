// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const values = {
  firstName: 'Ayşe',
  lastName: 'Kaya',
  email: 'ayse@example.com',
  approvedKvkk: true,
};

async function send() {
  return import('./send');
}

function keyOf(call: unknown[] | undefined): string | null {
  return new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');
}

beforeEach(() => {
  vi.resetModules();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sendForm and the Idempotency-Key', () => {
  it('sends the same key on a retry of the same values, and a new one after a success', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json({ message: 'slow' }, { status: 504 }))
      .mockResolvedValueOnce(Response.json({ message: 'boom' }, { status: 502 }))
      .mockResolvedValueOnce(Response.json({ ok: true }))
      .mockResolvedValueOnce(Response.json({ ok: true }));
    const { sendForm } = await send();
    expect(await sendForm('newsletter', values, { locale: 'en' })).toEqual({
      status: 'failed',
      message: 'slow',
      uncertain: true,
    });
    expect(await sendForm('newsletter', { ...values }, { locale: 'en' })).toEqual({
      status: 'failed',
      message: 'boom',
    });
    expect(await sendForm('newsletter', values, { locale: 'en' })).toEqual({ status: 'ok' });
    expect(await sendForm('newsletter', values, { locale: 'en' })).toEqual({ status: 'ok' });
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    // After the success the same values are a new submission.
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('uses a new key when the values change, and keys each form apart', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ message: 'slow' }, { status: 504 }));
    const { sendForm } = await send();
    await sendForm('newsletter', values, { locale: 'en' });
    await sendForm('newsletter', { ...values, email: 'other@example.com' }, { locale: 'en' });
    await sendForm('contact', values, { locale: 'en' });
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(new Set(keys).size).toBe(3);
  });

  it('keeps the key across a reload of the tab, without storing what was typed', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ message: 'slow' }, { status: 504 }));
    await (await send()).sendForm('newsletter', values, { locale: 'en' });
    vi.resetModules();
    await (await send()).sendForm('newsletter', values, { locale: 'en' });
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const storedText = JSON.stringify({ ...window.sessionStorage });
    expect(storedText).not.toContain('ayse');
  });

  it("calls the browser's own timeout uncertain", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(
      new DOMException('The operation timed out.', 'TimeoutError'),
    );
    const { sendForm, failureText } = await send();
    const result = await sendForm('contact', values, { locale: 'tr' });
    expect(result).toEqual({ status: 'failed', uncertain: true });
    expect(failureText(result, { failure: 'F', timeout: 'T' })).toBe('T');
    expect(failureText({ status: 'failed', message: 'M' }, { failure: 'F', timeout: 'T' })).toBe(
      'M',
    );
    expect(failureText({ status: 'failed' }, { failure: 'F', timeout: 'T' })).toBe('F');
  });

  it('makes a version 4 UUID without crypto.randomUUID (plain http origins)', async () => {
    const { newIdempotencyKey } = await send();
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
