import { CACHE_CONTROL } from '@/lib/cache/policies';
import { redisState } from '@/lib/redis/client';
import { routeMethods } from '@/lib/security/route-methods';
import { isDraining } from '@/lib/server/lifecycle';
import { providerHealth } from '@/lib/server/log';

/**
 * Readiness, for a load balancer: 200 while the instance serves, 503 once it drains (SIGTERM,
 * server/index.ts); a starting instance refuses connections instead. It reports what the site's own
 * provider reads saw and the shared cache's state (`redis`: up, down, or off without REDIS_URL), and
 * never calls anyone: a Redis outage never makes an instance unready (it serves from its memory).
 */
function handleGet() {
  const ready = !isDraining();
  const body = {
    ready,
    state: ready ? 'ready' : 'draining',
    provider: providerHealth(),
    redis: redisState(),
  };
  return Response.json(body, {
    status: ready ? 200 : 503,
    headers: { 'Cache-Control': CACHE_CONTROL.noStore },
  });
}

// Every other method: 405 with Allow (lib/security/route-methods.ts).
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet });
