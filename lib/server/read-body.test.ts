import { afterEach, describe, expect, it, vi } from 'vitest';
import { BodyTimeout, BodyTooLarge, readBodyText } from './read-body';

/**
 * A request whose body sends `sent` and then nothing, and whose cancel settles only when more
 * arrives, as Next's request stream does for a client that stopped sending.
 */
function idleRequest(sent: string, contentLength = 50) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(sent));
    },
    cancel: () => new Promise<void>(() => undefined),
  });
  return new Request('http://site/api/forms/contact', {
    method: 'POST',
    headers: { 'content-length': String(contentLength) },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('readBodyText', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up an idle body when its time is up, whatever the stream does with the cancel', async () => {
    vi.useFakeTimers();
    const reading = readBodyText(idleRequest('{"'), { limit: 1024, timeoutMs: 15_000 });
    const outcome = reading.then(
      () => 'read',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(Promise.race([outcome, Promise.resolve('still waiting')])).resolves.toBeInstanceOf(
      BodyTimeout,
    );
  });

  it('refuses a body larger than its limit, declared or sent', async () => {
    await expect(readBodyText(idleRequest('{"', 4096), { limit: 1024 })).rejects.toBeInstanceOf(
      BodyTooLarge,
    );
    const sent = new Request('http://site/x', { method: 'POST', body: 'x'.repeat(2000) });
    sent.headers.delete('content-length');
    await expect(readBodyText(sent, { limit: 1024 })).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('reads a whole body as text', async () => {
    const request = new Request('http://site/x', { method: 'POST', body: '{"a":"ü"}' });
    await expect(readBodyText(request, { limit: 1024 })).resolves.toBe('{"a":"ü"}');
  });
});
