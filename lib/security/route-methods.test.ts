import { describe, expect, it } from 'vitest';
import { routeMethods } from './route-methods';

describe('route methods', () => {
  it('answers every method a route lacks with 405 and the Allow of what it has', async () => {
    const post = () => new Response('ok');
    const methods = routeMethods({ POST: post });
    expect(methods.POST).toBe(post);
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'] as const) {
      const answer = (await methods[method]!(new Request('http://x/'), {})) as Response;
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow'), method).toBe('OPTIONS, POST');
    }
    const options = (await methods.OPTIONS!(new Request('http://x/'), {})) as Response;
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('OPTIONS, POST');
    // HEAD of a GET route is Next's (answered from GET).
    expect(routeMethods({ GET: post }).HEAD).toBeUndefined();
  });
});
