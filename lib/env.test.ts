import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { integrationsConfig, thirdPartiesOf } from '@/lib/integrations/config';
import { mediaHosts, mediaOnLoopback, parseEnv } from './env';

describe('env', () => {
  it('applies defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.PROVIDER_API_URL).toBe('http://127.0.0.1:4000');
    expect(env.PROVIDER_TIMEOUT_MS).toBe(4000);
    expect(env.PROVIDER_STALE_AFTER_MS).toBe(1000);
    expect(env.NEXT_PUBLIC_GA_ID).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(
      parseEnv({ NEXT_PUBLIC_GA_ID: '', DRAFT_SECRET: '  ' }).NEXT_PUBLIC_GA_ID,
    ).toBeUndefined();
  });

  it('names every invalid variable', () => {
    expect(() => parseEnv({ PROVIDER_API_URL: 'not a url', RECAPTCHA_MIN_SCORE: '7' })).toThrow(
      /PROVIDER_API_URL[\s\S]*RECAPTCHA_MIN_SCORE/,
    );
    expect(() => parseEnv({ PROVIDER_STALE_AFTER_MS: '10' })).toThrow(/PROVIDER_STALE_AFTER_MS/);
  });

  it('allows media from MEDIA_HOSTS, else from the provider host', () => {
    expect(
      mediaHosts(parseEnv({ PROVIDER_API_URL: 'http://api.example:8080' })).map((u) => u.host),
    ).toEqual(['api.example:8080']);
    expect(
      mediaHosts(parseEnv({ MEDIA_HOSTS: 'media.example, https://cdn.example' })).map(
        (u) => u.origin,
      ),
    ).toEqual(['https://media.example', 'https://cdn.example']);
  });

  it('lets the image optimiser reach loopback media only when every media host is this machine', () => {
    expect(mediaOnLoopback(parseEnv({}))).toBe(true);
    expect(mediaOnLoopback(parseEnv({ PROVIDER_API_URL: 'http://localhost:4100' }))).toBe(true);
    expect(mediaOnLoopback(parseEnv({ MEDIA_HOSTS: 'http://[::1]:4000, 127.0.0.2' }))).toBe(true);
    expect(mediaOnLoopback(parseEnv({ PROVIDER_API_URL: 'https://api.hotel.example' }))).toBe(
      false,
    );
    expect(mediaOnLoopback(parseEnv({ MEDIA_HOSTS: '127.0.0.1, media.example' }))).toBe(false);
    expect(mediaOnLoopback(parseEnv({ PROVIDER_API_URL: 'http://10.0.0.5:4000' }))).toBe(false);
  });

  it("reads the production server's settings, with its defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOSTNAME: '0.0.0.0',
      SOCKET_MODE: 0o660,
      SHUTDOWN_GRACE_MS: 10_000,
      REDIS_PREFIX: 'venue:',
      REDIS_TIMEOUT_MS: 100,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      PREVIEW_FRAME_ANCESTORS: [],
    });
    expect([env.SOCKET_PATH, env.REDIS_URL]).toEqual([undefined, undefined]);
    expect(env.TRUSTED_PROXIES).toEqual([
      { address: '127.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '::1', prefix: 128, family: 'ipv6' },
    ]);
    // An empty line copied from .env.example is unset, not 0.
    expect(parseEnv({ PORT: '', SHUTDOWN_GRACE_MS: ' ' })).toMatchObject({
      PORT: 3000,
      SHUTDOWN_GRACE_MS: 10_000,
    });
    expect(
      parseEnv({
        PORT: '8080',
        SOCKET_MODE: '0600',
        TRUSTED_PROXIES: '10.0.0.0/8, fd00::1',
        PREVIEW_FRAME_ANCESTORS:
          'http://127.0.0.1:4000 https://cms.example/admin,http://127.0.0.1:4000',
      }),
    ).toMatchObject({
      PORT: 8080,
      SOCKET_MODE: 0o600,
      TRUSTED_PROXIES: [
        { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
        { address: 'fd00::1', prefix: 128, family: 'ipv6' },
      ],
      PREVIEW_FRAME_ANCESTORS: ['http://127.0.0.1:4000', 'https://cms.example'],
    });
  });

  it('refuses a bad server setting with one error that names each, and what it expects', () => {
    let message = '';
    try {
      parseEnv({
        PORT: 'http',
        SOCKET_MODE: '888',
        SHUTDOWN_GRACE_MS: '-1',
        TRUSTED_PROXIES: 'loopback, nonsense, 1.2.3.4/99',
        PREVIEW_FRAME_ANCESTORS: 'http://127.0.0.1:4000 javascript:alert(1)',
        REDIS_URL: 'http://127.0.0.1:6379',
        REDIS_TIMEOUT_MS: '9000',
        LOG_LEVEL: 'loud',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid environment variables:',
      '  PORT: a whole number from 1 to 65535',
      '  SOCKET_MODE: a file mode in octal digits, e.g. 660',
      '  SHUTDOWN_GRACE_MS: a whole number from 0 to 600000',
      '  TRUSTED_PROXIES: nonsense, 1.2.3.4/99: an address, a CIDR range (10.0.0.0/8) or loopback',
      '  PREVIEW_FRAME_ANCESTORS: javascript:alert(1): an http(s) origin',
      '  REDIS_URL: a redis:// or rediss:// url',
      '  REDIS_TIMEOUT_MS: a whole number from 1 to 5000',
      expect.stringMatching(/^ {2}LOG_LEVEL: /),
    ]);
    for (const port of ['0', '65536', '80.5']) {
      expect(() => parseEnv({ PORT: port })).toThrow(/PORT: a whole number from 1 to 65535/);
    }
    for (const mode of ['rw', '66', '0o660', '7777']) {
      expect(() => parseEnv({ SOCKET_MODE: mode })).toThrow(/SOCKET_MODE: a file mode in octal/);
    }
    expect([...parseEnv({ BENCH_LAYERS_OFF: 'brotli, page-cache' }).BENCH_LAYERS_OFF]).toEqual([
      'brotli',
      'page-cache',
    ]);
    expect(() => parseEnv({ BENCH_LAYERS_OFF: 'brotli,speed' })).toThrow(
      /BENCH_LAYERS_OFF: speed: one of brotli, /,
    );
    expect(() => parseEnv({ MEDIA_HOSTS: 'media.example, ftp://files.example' })).toThrow(
      /MEDIA_HOSTS: ftp:\/\/files\.example: a host or an http\(s\) origin/,
    );
  });

  it("writes Google Analytics' script address once: the page's script and the CSP follow it", () => {
    const google = parseEnv({ NEXT_PUBLIC_GA_ID: 'G-1' });
    expect(integrationsConfig(google, 'en').analytics?.scriptUrl).toBe(
      `${google.GA_SCRIPT_URL}?id=G-1`,
    );
    expect(contentSecurityPolicy(thirdPartiesOf(google))).toMatch(
      /script-src 'self' https:\/\/www\.googletagmanager\.com /,
    );
    const standIn = parseEnv({
      NEXT_PUBLIC_GA_ID: 'G-1',
      GA_SCRIPT_URL: 'http://127.0.0.1:9/g.js',
    });
    expect(integrationsConfig(standIn, 'en').analytics?.scriptUrl).toBe(
      'http://127.0.0.1:9/g.js?id=G-1',
    );
    expect(contentSecurityPolicy(thirdPartiesOf(standIn))).toMatch(
      /script-src 'self' http:\/\/127\.0\.0\.1:9 /,
    );
    // No second copy of the address in the product code (tests may name it).
    const copies = execFileSync(
      'git',
      [
        'grep',
        '-l',
        'googletagmanager.com/gtag',
        '--',
        'app',
        'components',
        'lib',
        'server',
        '*.ts',
      ],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => file && !/\.test\.tsx?$/.test(file));
    expect(copies).toEqual(['lib/env.ts']);
  });
});
