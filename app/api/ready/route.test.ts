import { afterEach, describe, expect, it } from 'vitest';
import { GET } from './route';

const DRAINING = Symbol.for('venue-site.draining');

describe('GET /api/ready', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[DRAINING];
  });

  it('is 200 while the instance serves, with the provider and the shared cache as it saw them', async () => {
    const response = (await GET!(new Request('http://site/api/ready'), {})) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ ready: true, state: 'ready', redis: 'off' });
  });

  it('is 503 once the server drains (SIGTERM), so a load balancer sends visitors elsewhere', async () => {
    const { startDraining } = await import('@/lib/server/lifecycle');
    startDraining();
    const response = (await GET!(new Request('http://site/api/ready'), {})) as Response;
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ ready: false, state: 'draining' });
  });
});
