import { CACHE_CONTROL } from '@/lib/cache/policies';
import { routeMethods } from '@/lib/security/route-methods';

/** Liveness: the process answers (readiness, for taking it out of rotation: app/api/ready). */
function handleGet() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': CACHE_CONTROL.noStore } });
}

// Every other method: 405 with Allow (lib/security/route-methods.ts).
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet });
