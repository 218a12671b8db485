import { describe, expect, it, vi } from 'vitest';
import { SITEVERIFY_URL, verifyRecaptcha } from './recaptcha';

function google(answer: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => Response.json(answer, { status }));
}

const base = { secret: 's3cret', token: 'tok', action: 'contact', minScore: 0.5 };

describe('verifyRecaptcha', () => {
  it('asks siteverify with the secret, token and address, and accepts a good score', async () => {
    const fetchImpl = google({ success: true, score: 0.9, action: 'contact' });
    const verdict = await verifyRecaptcha({ ...base, remoteIp: '203.0.113.7', fetchImpl });
    expect(verdict).toEqual({ ok: true, score: 0.9 });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(SITEVERIFY_URL);
    const body = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(body)).toEqual({
      secret: 's3cret',
      response: 'tok',
      remoteip: '203.0.113.7',
    });
  });
  it('refuses a score under the threshold', async () => {
    const fetchImpl = google({ success: true, score: 0.3, action: 'contact' });
    expect(await verifyRecaptcha({ ...base, fetchImpl })).toEqual({
      ok: false,
      reason: 'low-score',
    });
    expect(await verifyRecaptcha({ ...base, minScore: 0.3, fetchImpl })).toMatchObject({
      ok: true,
    });
  });
  it('refuses a token made for another form, a failed check and a missing token', async () => {
    expect(
      await verifyRecaptcha({
        ...base,
        fetchImpl: google({ success: true, score: 1, action: 'x' }),
      }),
    ).toEqual({ ok: false, reason: 'wrong-action' });
    expect(
      await verifyRecaptcha({
        ...base,
        fetchImpl: google({ success: false, 'error-codes': ['invalid-input-response'] }),
      }),
    ).toEqual({ ok: false, reason: 'rejected' });
    const fetchImpl = google({});
    expect(await verifyRecaptcha({ ...base, token: undefined, fetchImpl })).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
  it('calls Google unreachable, failing or slow "unavailable"', async () => {
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await verifyRecaptcha({ ...base, fetchImpl: down })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await verifyRecaptcha({ ...base, fetchImpl: google({}, 503) })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    const slow = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    // Its own deadline ends the call: started after one with a longer deadline, it ends first.
    let longerDone = false;
    const longer = verifyRecaptcha({ ...base, timeoutMs: 1_000, fetchImpl: slow });
    void longer.then(() => (longerDone = true));
    expect(await verifyRecaptcha({ ...base, timeoutMs: 100, fetchImpl: slow })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(longerDone).toBe(false);
    expect(await longer).toEqual({ ok: false, reason: 'unavailable' });
  });
});
