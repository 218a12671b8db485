// What wrk printed, read once for every bench that runs it (bench-cluster, bench-layers, bench-queries).

/** A percentile of wrk's `--latency` distribution ("812.00us", "4.21ms", "1.02s"), in ms (0.1 ms steps). */
function percentile(out, q) {
  const match = new RegExp(`^\\s+${q}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(out);
  return match
    ? Math.round(Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]] * 10) / 10
    : NaN;
}

/**
 * wrk's summary: requests, requests a second, p50 and p99 (ms; run with `--latency`), non-2xx/3xx
 * answers, socket errors, and the `status <code> <n>` lines a script's `done()` may print.
 */
export function readWrk(out) {
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/
    .exec(out)
    ?.slice(1)
    .map(Number) ?? [0, 0, 0, 0];
  const statuses = {};
  for (const [, status, n] of out.matchAll(/^status (\d+) (\d+)$/gm)) statuses[status] = Number(n);
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: percentile(out, 50),
    p99: percentile(out, 99),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    socket: { connect: socket[0], read: socket[1], write: socket[2], timeout: socket[3] },
    statuses,
  };
}
