import { describe, expect, it } from 'vitest';
import { readWrk } from './wrk.mjs';

// wrk 4.1's output with --latency and a script whose done() prints its statuses.
const OUT = `Running 5s test @ http://127.0.0.1:3000/
  2 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.21ms    1.02ms  20.00ms   90.00%
    Req/Sec     1.90k   100.00     2.00k    70.00%
  Latency Distribution
     50%  812.00us
     75%    4.80ms
     90%    5.50ms
     99%    1.02s
  18952 requests in 5.00s, 380.00MB read
  Socket errors: connect 1, read 2, write 3, timeout 5
  Non-2xx or 3xx responses: 12
Requests/sec:   3790.40
Transfer/sec:     76.00MB
status 200 18940
status 404 12
`;

describe('readWrk', () => {
  it('reads the summary, the percentiles in ms whatever their unit, the socket errors and the statuses', () => {
    expect(readWrk(OUT)).toEqual({
      requests: 18952,
      rps: 3790.4,
      p50: 0.8,
      p99: 1020,
      non2xx: 12,
      socket: { connect: 1, read: 2, write: 3, timeout: 5 },
      statuses: { 200: 18940, 404: 12 },
    });
  });

  it('a run without errors or latency lines: zero errors, no percentile', () => {
    const quiet = readWrk('  10 requests in 1.00s, 1.00KB read\nRequests/sec:     10.00\n');
    expect(quiet).toMatchObject({ requests: 10, rps: 10, non2xx: 0, statuses: {} });
    expect(quiet.socket).toEqual({ connect: 0, read: 0, write: 0, timeout: 0 });
    expect(quiet.p50).toBeNaN();
  });
});
