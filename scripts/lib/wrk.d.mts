// Types of scripts/lib/wrk.mjs for its test.
export type WrkSummary = {
  requests: number;
  rps: number;
  /** ms; NaN when wrk ran without --latency. */
  p50: number;
  p99: number;
  non2xx: number;
  socket: { connect: number; read: number; write: number; timeout: number };
  statuses: Record<string, number>;
};
export declare function readWrk(out: string): WrkSummary;
