/**
 * A route handler's request body, bounded in size and in time: more than `limit` bytes is refused
 * without reading the rest (413), and a body that has not arrived within `timeoutMs` is given up
 * (408), so a client trickling a byte now and then holds no request for Node's default 300 s.
 */
export class BodyTooLarge extends Error {}
export class BodyTimeout extends Error {}

/** How long a form post or a webhook body may take to arrive (the largest is 32 KB). */
export const BODY_TIMEOUT_MS = 15_000;

export async function readBodyText(
  request: Request,
  { limit, timeoutMs = BODY_TIMEOUT_MS }: { limit: number; timeoutMs?: number },
): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyTimeout()), timeoutMs);
  });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), late]);
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw new BodyTooLarge();
      chunks.push(value);
    }
  } catch (error) {
    // Not awaited: Next's request stream settles a cancel only once more of the body arrives, so
    // awaiting it held the answer to an idle body until Node dropped the connection.
    void reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
