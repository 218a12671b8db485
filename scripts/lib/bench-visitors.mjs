// Visitors for the benches that must account for every answer (`npm run bench -- --rolling`, the
// spread flood of `--queries`): each is one keep-alive HTTP/1.1 connection of its own from a
// loopback address of its own (127.0.0.x, as nginx tells visitors apart), and every request it
// sends ends in a status, a socket error or a timeout, with when it was sent and how long it took.
// Node's client spends more CPU a request than wrk: wrk measures throughput, these count.
import http from 'node:http';
import https from 'node:https';

/** The loopback address of visitor `i` (127.0.0.10 on: 127.0.0.1 stays the benches' own). */
export const visitorAddress = (i) => `127.0.0.${10 + (i % 240)}`;

/** One visitor of `origin` from `localAddress`: `request()` resolves, never rejects. */
export function visitor(origin, localAddress) {
  const secure = origin.startsWith('https:');
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 1, localAddress, rejectUnauthorized: false })
    : new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
  const client = secure ? https : http;
  /**
   * `{ status, ms }` once the whole body arrived (and the body as `text` when `read`), or
   * `{ error, ms }`: the socket's error code, or `timeout` when nothing complete came within `timeoutMs`.
   */
  function request({ method = 'GET', path, headers = {}, body }, timeoutMs = 10_000, read = false) {
    const started = performance.now();
    return new Promise((resolve) => {
      let timedOut = false;
      const req = client.request(`${origin}${path}`, { method, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => read && chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            ...(read ? { text: Buffer.concat(chunks).toString() } : {}),
          });
        });
        res.on('error', () => undefined); // the request's 'error' follows
      });
      const timer = setTimeout(() => {
        timedOut = true;
        req.destroy(new Error('timeout'));
      }, timeoutMs);
      req.on('error', (error) => {
        clearTimeout(timer);
        resolve({
          error: timedOut ? 'timeout' : (error.code ?? error.message),
          ms: performance.now() - started,
        });
      });
      req.end(body);
    });
  }
  return { request, close: () => agent.destroy() };
}

/**
 * `count` visitors of `origin`, each sending `next(visitorIndex)` once its previous request ended,
 * and with `rate`, no sooner than 1/rate s after it sent the previous one (so that fast failures do
 * not multiply the requests), until `running()` is false; `record(sent, answer, at)` hears every
 * outcome (`at`: ms since the start, when the request was sent). Resolves when the last one has ended.
 */
export async function runVisitors({
  origin,
  count,
  next,
  record,
  running,
  rate,
  timeoutMs = 10_000,
}) {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const one = visitor(origin, visitorAddress(i));
      // Spread over the first interval, so the visitors do not send in step.
      if (rate) await new Promise((resolve) => setTimeout(resolve, ((i / count) * 1000) / rate));
      while (running()) {
        const sent = next(i);
        const at = performance.now() - started;
        record(sent, await one.request(sent, timeoutMs), at);
        const wait = rate ? at + 1000 / rate - (performance.now() - started) : 0;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      one.close();
    }),
  );
}
