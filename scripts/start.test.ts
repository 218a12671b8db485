import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const start = path.join(__dirname, 'start.mjs');
const launch = (env: Record<string, string>) =>
  spawnSync(process.execPath, [start], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('scripts/start.mjs reads the settings where the site and the provider do', () => {
  it('a bad value stops it before anything starts, with the site’s own message', () => {
    const run = launch({ PORT: 'abc', SHUTDOWN_GRACE_MS: '-1', PROVIDER_PORT: '4598' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid environment variables:');
    expect(run.stderr).toContain('PORT: a whole number from 1 to 65535');
    expect(run.stderr).toContain('SHUTDOWN_GRACE_MS: a whole number from 0 to 600000');
    // Nothing was started: no provider announced its workspace.
    expect(run.stdout).not.toContain('workspace');
  });

  it('a bad embedded-provider value stops it the same way, with provider/config.ts’s message only', () => {
    const run = launch({ PROVIDER_PORT: 'abc' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('PROVIDER_PORT must be a non-negative integer, got "abc"');
    expect(run.stdout).not.toContain('workspace');
  });
});
