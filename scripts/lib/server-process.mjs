// How the production server process runs (scripts/start.mjs, scripts/lib/cluster.mjs; the systemd unit
// deploy/systemd/venue-site@.service repeats it, checked by server-process.test.ts): its Node flags
// and glibc's malloc settings. Measured with `npm run soak` (docs/performance.md "Memory under mixed
// load (issue 33)").
export const SERVER_NODE_FLAGS = [
  // V8 grows its heap up to 4× the live data before collecting when the limit is high (the default,
  // over 2 GB here). Live data is ~100–150 MB under the soak once the server no longer compiles its
  // config (lib/server/built-config.ts): 256 MB keeps the heap under ~220 MB at the same throughput.
  '--max-old-space-size=256',
  // Half the default young generation: short-lived render garbage (and the buffers it holds)
  // is freed twice as often.
  '--max-semi-space-size=8',
];

export const SERVER_SCRIPT = 'dist/server.cjs';

/**
 * glibc: fewer malloc arenas, and large blocks (image encoding) mapped and returned to the system
 * when freed: after a burst of uncached images RSS falls back instead of staying up. Values the
 * environment sets win.
 */
export function mallocEnv(env = process.env) {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ || '65536',
    MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ || '65536',
  };
}
