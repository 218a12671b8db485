import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mallocEnv, SERVER_NODE_FLAGS, SERVER_SCRIPT } from './server-process.mjs';

const unit = readFileSync('deploy/systemd/venue-site@.service', 'utf8');

describe('the server process settings', () => {
  it('are the systemd unit’s: its command line and its malloc environment', () => {
    expect(unit).toContain(
      `\nExecStart=/usr/bin/node ${[...SERVER_NODE_FLAGS, SERVER_SCRIPT].join(' ')}\n`,
    );
    for (const [name, value] of Object.entries(mallocEnv({}))) {
      expect(unit).toContain(`\nEnvironment=${name}=${value}\n`);
    }
  });

  it('let the environment override glibc’s settings', () => {
    expect(mallocEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
