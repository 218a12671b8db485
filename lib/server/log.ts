import pino, { type Logger } from 'pino';

/**
 * The one logger of a site instance: JSON lines on stdout (pino), `LOG_FORMAT=pretty` for humans.
 * Shared through globalThis by the production server and Next's bundles (pino stays outside them),
 * so both write through the same stream. Never give it cookies, secrets or form contents.
 */
const KEY = Symbol.for('venue-site.logger');

export function logger(): Logger {
  const shared = globalThis as { [KEY]?: Logger };
  shared[KEY] ??= pino({
    level: process.env.LOG_LEVEL || 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    ...(process.env.LOG_FORMAT === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
  return shared[KEY];
}

/** What readiness reports of the provider: the outcome of the site's own reads, never a probe. */
export type ProviderHealth = {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  failing: boolean;
};

const HEALTH = Symbol.for('venue-site.provider-health');
type Windows = { health: ProviderHealth; failing: Map<string, number> };

function state(): Windows {
  const shared = globalThis as { [HEALTH]?: Windows };
  shared[HEALTH] ??= {
    health: { lastSuccessAt: null, lastFailureAt: null, failing: false },
    failing: new Map(),
  };
  return shared[HEALTH];
}

export function providerHealth(): ProviderHealth {
  return { ...state().health };
}

/**
 * A provider read's outcome. A failure is logged once per failure window of its resource (the
 * first failure after a success), with how many followed when the resource recovers; everything
 * in between is only counted.
 */
export function recordProviderRead(
  resource: string,
  outcome: { ok: true } | { ok: false; message: string; stale: boolean },
  now = new Date(),
): void {
  const { health, failing } = state();
  if (outcome.ok) {
    health.lastSuccessAt = now.toISOString();
    health.failing = false;
    const failures = failing.get(resource);
    if (failures !== undefined) {
      failing.delete(resource);
      logger().info({ event: 'provider-recovered', resource, failures }, 'provider recovered');
    }
    return;
  }
  health.lastFailureAt = now.toISOString();
  health.failing = true;
  const failures = failing.get(resource);
  if (failures !== undefined) {
    failing.set(resource, failures + 1);
    return;
  }
  failing.set(resource, 1);
  logger().error(
    { event: 'provider-failed', resource, reason: outcome.message, stale: outcome.stale },
    outcome.stale ? 'provider failed, serving the last good copy' : 'provider failed',
  );
}
