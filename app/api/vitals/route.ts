import { routeMethods } from '@/lib/security/route-methods';
import { receiveVitals } from '@/lib/vitals/receive';

// A page view's Web Vitals (lib/vitals/receive.ts); every other method: 405 with Allow.
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: (request: Request) => receiveVitals(request),
});
