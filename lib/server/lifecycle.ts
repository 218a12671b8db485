/**
 * Whether this instance is draining: the production server had SIGTERM (server/index.ts) and is
 * finishing what is in flight, so readiness answers 503 (app/api/ready). Before the server listens
 * there is nothing to ask: a starting instance refuses connections, which a load balancer takes
 * for "not ready". On globalThis: the server and Next's route bundles are separate module copies.
 */
const KEY = Symbol.for('venue-site.draining');
type Flag = { [KEY]?: boolean };

export function startDraining(): void {
  (globalThis as Flag)[KEY] = true;
}

export function isDraining(): boolean {
  return (globalThis as Flag)[KEY] === true;
}
