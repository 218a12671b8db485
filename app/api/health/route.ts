import { routeMethods } from '@/lib/security/route-methods';

function handleGet() {
  return Response.json({ ok: true });
}

// Every other method: 405 with Allow (lib/security/route-methods.ts).
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet });
