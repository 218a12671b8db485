/**
 * A route handler's methods, with `Allow` on every 405 (RFC 9110 §15.5.6): Next answers a method a
 * route does not export with a bare 405. `export const { GET, HEAD, OPTIONS, POST, PUT, DELETE,
 * PATCH } = routeMethods({ POST })`: the given handlers, an OPTIONS naming them (as Next's own
 * would), HEAD from GET (Next's), and a 405 with the same Allow for everything else.
 */
import { CACHE_CONTROL } from '../cache/policies';
// What a route handler returns (a Response, or nothing when it throws a redirect).
type Handler<C> = (request: Request, context: C) => unknown;
type Method = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const METHODS: Method[] = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];

export function routeMethods<C>(
  handlers: Partial<Record<Exclude<Method, 'HEAD' | 'OPTIONS'>, Handler<C>>>,
): Record<Method, Handler<C> | undefined> {
  const allowed = new Set<Method>(Object.keys(handlers) as Method[]);
  if (allowed.has('GET')) allowed.add('HEAD');
  allowed.add('OPTIONS');
  const allow = [...allowed].sort().join(', ');
  const answer = (status: number) => () =>
    new Response(null, {
      status,
      headers: { Allow: allow, 'Cache-Control': CACHE_CONTROL.noStore },
    });
  const all = {} as Record<Method, Handler<C> | undefined>;
  for (const method of METHODS) {
    const given = (handlers as Partial<Record<Method, Handler<C>>>)[method];
    if (given) all[method] = given;
    // Next answers HEAD from GET itself.
    else if (method === 'HEAD' && allowed.has('GET')) all[method] = undefined;
    else all[method] = answer(method === 'OPTIONS' ? 204 : 405);
  }
  return all;
}
