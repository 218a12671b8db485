import { describe, expect, it } from 'vitest';
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
});
